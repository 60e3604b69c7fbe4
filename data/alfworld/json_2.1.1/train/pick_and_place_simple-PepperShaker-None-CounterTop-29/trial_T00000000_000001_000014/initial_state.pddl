(define (problem plan_trial_T00000000_000001_000014)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        BowlType - otype
        ButterKnifeType - otype
        CupType - otype
        EggType - otype
        KnifeType - otype
        PanType - otype
        PepperShakerType - otype
        PotatoType - otype
        SoapBottleType - otype
        SpatulaType - otype
        SpoonType - otype
        PepperShaker_bar__plus_02_dot_23_bar__plus_00_dot_31_bar__minus_00_dot_19 - object
        PepperShaker_bar__plus_01_dot_33_bar__plus_00_dot_57_bar__minus_00_dot_87 - object
        Bowl_bar__minus_02_dot_88_bar__plus_00_dot_39_bar__minus_00_dot_49 - object
        Bowl_bar__minus_01_dot_16_bar__plus_00_dot_76_bar__minus_00_dot_19 - object
        Cup_bar__minus_02_dot_13_bar__plus_00_dot_54_bar__minus_00_dot_55 - object
        Cup_bar__minus_01_dot_64_bar__plus_00_dot_36_bar__plus_00_dot_50 - object
        Egg_bar__plus_01_dot_62_bar__plus_00_dot_90_bar__minus_00_dot_61 - object
        Pan_bar__plus_02_dot_21_bar__plus_00_dot_49_bar__plus_02_dot_62 - object
        Potato_bar__minus_00_dot_32_bar__plus_00_dot_26_bar__minus_00_dot_01 - object
        Potato_bar__minus_01_dot_70_bar__plus_00_dot_33_bar__plus_01_dot_08 - object
        SoapBottle_bar__plus_02_dot_54_bar__plus_00_dot_19_bar__minus_02_dot_13 - object
        SoapBottle_bar__minus_00_dot_99_bar__plus_01_dot_06_bar__minus_00_dot_66 - object
        Spatula_bar__plus_02_dot_04_bar__plus_00_dot_01_bar__plus_02_dot_56 - object
        Spoon_bar__minus_00_dot_66_bar__plus_00_dot_85_bar__minus_01_dot_00 - object
        Cabinet_bar__plus_01_dot_99_bar__plus_00_dot_59_bar__minus_01_dot_11 - receptacle
        Cabinet_bar__plus_01_dot_99_bar__plus_01_dot_40_bar__minus_01_dot_11 - receptacle
        Cabinet_bar__minus_00_dot_85_bar__plus_00_dot_59_bar__minus_01_dot_11 - receptacle
        Cabinet_bar__minus_01_dot_53_bar__plus_00_dot_59_bar__minus_01_dot_11 - receptacle
        Cabinet_bar__minus_01_dot_55_bar__plus_02_dot_00_bar__minus_01_dot_11 - receptacle
        CounterTop_bar__plus_00_dot_20_bar__plus_01_dot_08_bar__minus_01_dot_51 - receptacle
        CounterTop_bar__plus_00_dot_97_bar__plus_01_dot_08_bar__plus_00_dot_42 - receptacle
        Fridge_bar__minus_01_dot_29_bar__plus_00_dot_02_bar__plus_01_dot_83 - receptacle
        loc_bar_0_bar_7_bar_3_bar_0 - location
        loc_bar_1_bar_8_bar_2_bar_30 - location
        loc_bar_4_bar__minus_3_bar_2_bar_30 - location
        loc_bar_6_bar__minus_1_bar_2_bar_30 - location
        loc_bar_6_bar__minus_2_bar_2_bar_0 - location
        loc_bar__minus_1_bar__minus_1_bar_2_bar_30 - location
        loc_bar__minus_2_bar_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar_0_bar_2_bar__minus_30 - location
        loc_bar__minus_4_bar__minus_1_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_1_bar_8_bar_2_bar_30)
        (receptacleType Cabinet_bar__plus_01_dot_99_bar__plus_00_dot_59_bar__minus_01_dot_11 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_99_bar__plus_00_dot_59_bar__minus_01_dot_11 loc_bar_6_bar__minus_1_bar_2_bar_30)
        (openable Cabinet_bar__plus_01_dot_99_bar__plus_00_dot_59_bar__minus_01_dot_11)
        (receptacleType Cabinet_bar__plus_01_dot_99_bar__plus_01_dot_40_bar__minus_01_dot_11 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_99_bar__plus_01_dot_40_bar__minus_01_dot_11 loc_bar_6_bar__minus_2_bar_2_bar_0)
        (openable Cabinet_bar__plus_01_dot_99_bar__plus_01_dot_40_bar__minus_01_dot_11)
        (receptacleType Cabinet_bar__minus_00_dot_85_bar__plus_00_dot_59_bar__minus_01_dot_11 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_85_bar__plus_00_dot_59_bar__minus_01_dot_11 loc_bar__minus_1_bar__minus_1_bar_2_bar_30)
        (openable Cabinet_bar__minus_00_dot_85_bar__plus_00_dot_59_bar__minus_01_dot_11)
        (receptacleType Cabinet_bar__minus_01_dot_53_bar__plus_00_dot_59_bar__minus_01_dot_11 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_53_bar__plus_00_dot_59_bar__minus_01_dot_11 loc_bar__minus_4_bar__minus_1_bar_2_bar_30)
        (openable Cabinet_bar__minus_01_dot_53_bar__plus_00_dot_59_bar__minus_01_dot_11)
        (receptacleType Cabinet_bar__minus_01_dot_55_bar__plus_02_dot_00_bar__minus_01_dot_11 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_55_bar__plus_02_dot_00_bar__minus_01_dot_11 loc_bar__minus_4_bar_0_bar_2_bar__minus_30)
        (openable Cabinet_bar__minus_01_dot_55_bar__plus_02_dot_00_bar__minus_01_dot_11)
        (receptacleType CounterTop_bar__plus_00_dot_20_bar__plus_01_dot_08_bar__minus_01_dot_51 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_20_bar__plus_01_dot_08_bar__minus_01_dot_51 loc_bar_4_bar__minus_3_bar_2_bar_30)
        (receptacleType CounterTop_bar__plus_00_dot_97_bar__plus_01_dot_08_bar__plus_00_dot_42 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_97_bar__plus_01_dot_08_bar__plus_00_dot_42 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (receptacleType Fridge_bar__minus_01_dot_29_bar__plus_00_dot_02_bar__plus_01_dot_83 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_01_dot_29_bar__plus_00_dot_02_bar__plus_01_dot_83 loc_bar_0_bar_7_bar_3_bar_0)
        (openable Fridge_bar__minus_01_dot_29_bar__plus_00_dot_02_bar__plus_01_dot_83)
        (canContain CabinetType BowlType)
        (canContain CabinetType CupType)
        (canContain CabinetType PanType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType SoapBottleType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SpatulaType)
        (canContain CounterTopType SpoonType)
        (canContain FridgeType BowlType)
        (canContain FridgeType CupType)
        (canContain FridgeType EggType)
        (canContain FridgeType PanType)
        (canContain FridgeType PotatoType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType PotatoType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType SpatulaType)
        (canContain SinkBasinType SpoonType)
        (objectType PepperShaker_bar__plus_02_dot_23_bar__plus_00_dot_31_bar__minus_00_dot_19 PepperShakerType)
        (inReceptacle PepperShaker_bar__plus_02_dot_23_bar__plus_00_dot_31_bar__minus_00_dot_19 Cabinet_bar__plus_01_dot_99_bar__plus_00_dot_59_bar__minus_01_dot_11)
        (objectAtLocation PepperShaker_bar__plus_02_dot_23_bar__plus_00_dot_31_bar__minus_00_dot_19 loc_bar_6_bar__minus_1_bar_2_bar_30)
        (pickupable PepperShaker_bar__plus_02_dot_23_bar__plus_00_dot_31_bar__minus_00_dot_19)
        (objectType PepperShaker_bar__plus_01_dot_33_bar__plus_00_dot_57_bar__minus_00_dot_87 PepperShakerType)
        (inReceptacle PepperShaker_bar__plus_01_dot_33_bar__plus_00_dot_57_bar__minus_00_dot_87 Cabinet_bar__minus_00_dot_85_bar__plus_00_dot_59_bar__minus_01_dot_11)
        (objectAtLocation PepperShaker_bar__plus_01_dot_33_bar__plus_00_dot_57_bar__minus_00_dot_87 loc_bar__minus_1_bar__minus_1_bar_2_bar_30)
        (pickupable PepperShaker_bar__plus_01_dot_33_bar__plus_00_dot_57_bar__minus_00_dot_87)
        (objectType Bowl_bar__minus_02_dot_88_bar__plus_00_dot_39_bar__minus_00_dot_49 BowlType)
        (inReceptacle Bowl_bar__minus_02_dot_88_bar__plus_00_dot_39_bar__minus_00_dot_49 Cabinet_bar__plus_01_dot_99_bar__plus_01_dot_40_bar__minus_01_dot_11)
        (objectAtLocation Bowl_bar__minus_02_dot_88_bar__plus_00_dot_39_bar__minus_00_dot_49 loc_bar_6_bar__minus_2_bar_2_bar_0)
        (pickupable Bowl_bar__minus_02_dot_88_bar__plus_00_dot_39_bar__minus_00_dot_49)
        (cleanable Bowl_bar__minus_02_dot_88_bar__plus_00_dot_39_bar__minus_00_dot_49)
        (coolable Bowl_bar__minus_02_dot_88_bar__plus_00_dot_39_bar__minus_00_dot_49)
        (isReceptacleObject Bowl_bar__minus_02_dot_88_bar__plus_00_dot_39_bar__minus_00_dot_49)
        (objectType Bowl_bar__minus_01_dot_16_bar__plus_00_dot_76_bar__minus_00_dot_19 BowlType)
        (inReceptacle Bowl_bar__minus_01_dot_16_bar__plus_00_dot_76_bar__minus_00_dot_19 Cabinet_bar__minus_01_dot_55_bar__plus_02_dot_00_bar__minus_01_dot_11)
        (objectAtLocation Bowl_bar__minus_01_dot_16_bar__plus_00_dot_76_bar__minus_00_dot_19 loc_bar__minus_4_bar_0_bar_2_bar__minus_30)
        (pickupable Bowl_bar__minus_01_dot_16_bar__plus_00_dot_76_bar__minus_00_dot_19)
        (cleanable Bowl_bar__minus_01_dot_16_bar__plus_00_dot_76_bar__minus_00_dot_19)
        (coolable Bowl_bar__minus_01_dot_16_bar__plus_00_dot_76_bar__minus_00_dot_19)
        (isReceptacleObject Bowl_bar__minus_01_dot_16_bar__plus_00_dot_76_bar__minus_00_dot_19)
        (objectType Cup_bar__minus_02_dot_13_bar__plus_00_dot_54_bar__minus_00_dot_55 CupType)
        (inReceptacle Cup_bar__minus_02_dot_13_bar__plus_00_dot_54_bar__minus_00_dot_55 Fridge_bar__minus_01_dot_29_bar__plus_00_dot_02_bar__plus_01_dot_83)
        (objectAtLocation Cup_bar__minus_02_dot_13_bar__plus_00_dot_54_bar__minus_00_dot_55 loc_bar_0_bar_7_bar_3_bar_0)
        (pickupable Cup_bar__minus_02_dot_13_bar__plus_00_dot_54_bar__minus_00_dot_55)
        (cleanable Cup_bar__minus_02_dot_13_bar__plus_00_dot_54_bar__minus_00_dot_55)
        (heatable Cup_bar__minus_02_dot_13_bar__plus_00_dot_54_bar__minus_00_dot_55)
        (coolable Cup_bar__minus_02_dot_13_bar__plus_00_dot_54_bar__minus_00_dot_55)
        (isReceptacleObject Cup_bar__minus_02_dot_13_bar__plus_00_dot_54_bar__minus_00_dot_55)
        (objectType Cup_bar__minus_01_dot_64_bar__plus_00_dot_36_bar__plus_00_dot_50 CupType)
        (inReceptacle Cup_bar__minus_01_dot_64_bar__plus_00_dot_36_bar__plus_00_dot_50 Cabinet_bar__minus_01_dot_55_bar__plus_02_dot_00_bar__minus_01_dot_11)
        (objectAtLocation Cup_bar__minus_01_dot_64_bar__plus_00_dot_36_bar__plus_00_dot_50 loc_bar__minus_4_bar_0_bar_2_bar__minus_30)
        (pickupable Cup_bar__minus_01_dot_64_bar__plus_00_dot_36_bar__plus_00_dot_50)
        (cleanable Cup_bar__minus_01_dot_64_bar__plus_00_dot_36_bar__plus_00_dot_50)
        (heatable Cup_bar__minus_01_dot_64_bar__plus_00_dot_36_bar__plus_00_dot_50)
        (coolable Cup_bar__minus_01_dot_64_bar__plus_00_dot_36_bar__plus_00_dot_50)
        (isReceptacleObject Cup_bar__minus_01_dot_64_bar__plus_00_dot_36_bar__plus_00_dot_50)
        (objectType Egg_bar__plus_01_dot_62_bar__plus_00_dot_90_bar__minus_00_dot_61 EggType)
        (inReceptacle Egg_bar__plus_01_dot_62_bar__plus_00_dot_90_bar__minus_00_dot_61 Fridge_bar__minus_01_dot_29_bar__plus_00_dot_02_bar__plus_01_dot_83)
        (objectAtLocation Egg_bar__plus_01_dot_62_bar__plus_00_dot_90_bar__minus_00_dot_61 loc_bar_0_bar_7_bar_3_bar_0)
        (pickupable Egg_bar__plus_01_dot_62_bar__plus_00_dot_90_bar__minus_00_dot_61)
        (cleanable Egg_bar__plus_01_dot_62_bar__plus_00_dot_90_bar__minus_00_dot_61)
        (heatable Egg_bar__plus_01_dot_62_bar__plus_00_dot_90_bar__minus_00_dot_61)
        (coolable Egg_bar__plus_01_dot_62_bar__plus_00_dot_90_bar__minus_00_dot_61)
        (sliceable Egg_bar__plus_01_dot_62_bar__plus_00_dot_90_bar__minus_00_dot_61)
        (objectType Pan_bar__plus_02_dot_21_bar__plus_00_dot_49_bar__plus_02_dot_62 PanType)
        (inReceptacle Pan_bar__plus_02_dot_21_bar__plus_00_dot_49_bar__plus_02_dot_62 CounterTop_bar__plus_00_dot_97_bar__plus_01_dot_08_bar__plus_00_dot_42)
        (objectAtLocation Pan_bar__plus_02_dot_21_bar__plus_00_dot_49_bar__plus_02_dot_62 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (pickupable Pan_bar__plus_02_dot_21_bar__plus_00_dot_49_bar__plus_02_dot_62)
        (cleanable Pan_bar__plus_02_dot_21_bar__plus_00_dot_49_bar__plus_02_dot_62)
        (coolable Pan_bar__plus_02_dot_21_bar__plus_00_dot_49_bar__plus_02_dot_62)
        (isReceptacleObject Pan_bar__plus_02_dot_21_bar__plus_00_dot_49_bar__plus_02_dot_62)
        (objectType Potato_bar__minus_00_dot_32_bar__plus_00_dot_26_bar__minus_00_dot_01 PotatoType)
        (inReceptacle Potato_bar__minus_00_dot_32_bar__plus_00_dot_26_bar__minus_00_dot_01 CounterTop_bar__plus_00_dot_97_bar__plus_01_dot_08_bar__plus_00_dot_42)
        (objectAtLocation Potato_bar__minus_00_dot_32_bar__plus_00_dot_26_bar__minus_00_dot_01 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (pickupable Potato_bar__minus_00_dot_32_bar__plus_00_dot_26_bar__minus_00_dot_01)
        (cleanable Potato_bar__minus_00_dot_32_bar__plus_00_dot_26_bar__minus_00_dot_01)
        (heatable Potato_bar__minus_00_dot_32_bar__plus_00_dot_26_bar__minus_00_dot_01)
        (coolable Potato_bar__minus_00_dot_32_bar__plus_00_dot_26_bar__minus_00_dot_01)
        (sliceable Potato_bar__minus_00_dot_32_bar__plus_00_dot_26_bar__minus_00_dot_01)
        (objectType Potato_bar__minus_01_dot_70_bar__plus_00_dot_33_bar__plus_01_dot_08 PotatoType)
        (inReceptacle Potato_bar__minus_01_dot_70_bar__plus_00_dot_33_bar__plus_01_dot_08 CounterTop_bar__plus_00_dot_20_bar__plus_01_dot_08_bar__minus_01_dot_51)
        (objectAtLocation Potato_bar__minus_01_dot_70_bar__plus_00_dot_33_bar__plus_01_dot_08 loc_bar_4_bar__minus_3_bar_2_bar_30)
        (pickupable Potato_bar__minus_01_dot_70_bar__plus_00_dot_33_bar__plus_01_dot_08)
        (cleanable Potato_bar__minus_01_dot_70_bar__plus_00_dot_33_bar__plus_01_dot_08)
        (heatable Potato_bar__minus_01_dot_70_bar__plus_00_dot_33_bar__plus_01_dot_08)
        (coolable Potato_bar__minus_01_dot_70_bar__plus_00_dot_33_bar__plus_01_dot_08)
        (sliceable Potato_bar__minus_01_dot_70_bar__plus_00_dot_33_bar__plus_01_dot_08)
        (objectType SoapBottle_bar__plus_02_dot_54_bar__plus_00_dot_19_bar__minus_02_dot_13 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_02_dot_54_bar__plus_00_dot_19_bar__minus_02_dot_13 CounterTop_bar__plus_00_dot_20_bar__plus_01_dot_08_bar__minus_01_dot_51)
        (objectAtLocation SoapBottle_bar__plus_02_dot_54_bar__plus_00_dot_19_bar__minus_02_dot_13 loc_bar_4_bar__minus_3_bar_2_bar_30)
        (pickupable SoapBottle_bar__plus_02_dot_54_bar__plus_00_dot_19_bar__minus_02_dot_13)
        (objectType SoapBottle_bar__minus_00_dot_99_bar__plus_01_dot_06_bar__minus_00_dot_66 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_00_dot_99_bar__plus_01_dot_06_bar__minus_00_dot_66 CounterTop_bar__plus_00_dot_20_bar__plus_01_dot_08_bar__minus_01_dot_51)
        (objectAtLocation SoapBottle_bar__minus_00_dot_99_bar__plus_01_dot_06_bar__minus_00_dot_66 loc_bar_4_bar__minus_3_bar_2_bar_30)
        (pickupable SoapBottle_bar__minus_00_dot_99_bar__plus_01_dot_06_bar__minus_00_dot_66)
        (objectType Spatula_bar__plus_02_dot_04_bar__plus_00_dot_01_bar__plus_02_dot_56 SpatulaType)
        (inReceptacle Spatula_bar__plus_02_dot_04_bar__plus_00_dot_01_bar__plus_02_dot_56 CounterTop_bar__plus_00_dot_20_bar__plus_01_dot_08_bar__minus_01_dot_51)
        (objectAtLocation Spatula_bar__plus_02_dot_04_bar__plus_00_dot_01_bar__plus_02_dot_56 loc_bar_4_bar__minus_3_bar_2_bar_30)
        (pickupable Spatula_bar__plus_02_dot_04_bar__plus_00_dot_01_bar__plus_02_dot_56)
        (cleanable Spatula_bar__plus_02_dot_04_bar__plus_00_dot_01_bar__plus_02_dot_56)
        (objectType Spoon_bar__minus_00_dot_66_bar__plus_00_dot_85_bar__minus_01_dot_00 SpoonType)
        (inReceptacle Spoon_bar__minus_00_dot_66_bar__plus_00_dot_85_bar__minus_01_dot_00 CounterTop_bar__plus_00_dot_97_bar__plus_01_dot_08_bar__plus_00_dot_42)
        (objectAtLocation Spoon_bar__minus_00_dot_66_bar__plus_00_dot_85_bar__minus_01_dot_00 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (pickupable Spoon_bar__minus_00_dot_66_bar__plus_00_dot_85_bar__minus_01_dot_00)
        (cleanable Spoon_bar__minus_00_dot_66_bar__plus_00_dot_85_bar__minus_01_dot_00)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o PepperShakerType)
                            (receptacleType ?r CounterTopType)
                        )
                    )
                )
            )
        )
    )
