(define (problem plan_trial_T00000000_000001_000104)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        AppleType - otype
        BowlType - otype
        ButterKnifeType - otype
        EggType - otype
        KnifeType - otype
        LettuceType - otype
        PanType - otype
        PepperShakerType - otype
        SoapBottleType - otype
        SpoonType - otype
        Spoon_bar__plus_00_dot_01_bar__plus_00_dot_11_bar__minus_01_dot_49 - object
        Spoon_bar__minus_02_dot_18_bar__plus_00_dot_82_bar__minus_00_dot_28 - object
        Spoon_bar__plus_01_dot_35_bar__plus_01_dot_48_bar__plus_00_dot_42 - object
        Apple_bar__minus_02_dot_49_bar__plus_01_dot_38_bar__plus_00_dot_32 - object
        Apple_bar__plus_01_dot_75_bar__plus_01_dot_39_bar__minus_01_dot_16 - object
        Bowl_bar__minus_02_dot_28_bar__plus_00_dot_24_bar__minus_02_dot_27 - object
        Egg_bar__plus_02_dot_76_bar__plus_01_dot_33_bar__minus_01_dot_48 - object
        Egg_bar__plus_01_dot_40_bar__plus_00_dot_63_bar__plus_02_dot_53 - object
        Lettuce_bar__plus_02_dot_64_bar__plus_00_dot_54_bar__minus_00_dot_87 - object
        Pan_bar__plus_02_dot_47_bar__plus_01_dot_39_bar__plus_00_dot_82 - object
        PepperShaker_bar__plus_01_dot_84_bar__plus_00_dot_71_bar__minus_01_dot_52 - object
        PepperShaker_bar__plus_01_dot_99_bar__plus_00_dot_36_bar__minus_00_dot_56 - object
        SoapBottle_bar__minus_02_dot_98_bar__plus_00_dot_88_bar__minus_01_dot_02 - object
        Cabinet_bar__plus_00_dot_10_bar__plus_00_dot_40_bar__minus_01_dot_35 - receptacle
        Cabinet_bar__plus_01_dot_67_bar__plus_00_dot_40_bar__plus_00_dot_15 - receptacle
        Cabinet_bar__plus_01_dot_97_bar__plus_01_dot_69_bar__minus_01_dot_65 - receptacle
        Cabinet_bar__minus_00_dot_18_bar__plus_00_dot_40_bar__plus_00_dot_15 - receptacle
        Cabinet_bar__minus_00_dot_19_bar__plus_01_dot_69_bar__minus_01_dot_65 - receptacle
        Cabinet_bar__minus_00_dot_40_bar__plus_00_dot_40_bar__minus_01_dot_35 - receptacle
        DiningTable_bar__minus_02_dot_20_bar__plus_00_dot_99_bar__plus_00_dot_45 - receptacle
        Drawer_bar__plus_00_dot_02_bar__plus_00_dot_79_bar__plus_00_dot_30 - receptacle
        Drawer_bar__minus_00_dot_59_bar__plus_00_dot_79_bar__minus_01_dot_50 - receptacle
        Fridge_bar__minus_02_dot_14_bar__plus_00_dot_00_bar__minus_01_dot_69 - receptacle
        Microwave_bar__minus_01_dot_04_bar__plus_00_dot_90_bar__minus_01_dot_72 - receptacle
        Sink_bar__plus_00_dot_71_bar__plus_00_dot_82_bar__minus_01_dot_77_bar_SinkBasin - receptacle
        loc_bar_1_bar__minus_4_bar_2_bar_30 - location
        loc_bar_3_bar__minus_2_bar_2_bar_30 - location
        loc_bar_6_bar__minus_4_bar_0_bar_30 - location
        loc_bar_6_bar__minus_4_bar_2_bar_0 - location
        loc_bar__minus_1_bar__minus_2_bar_0_bar_30 - location
        loc_bar__minus_2_bar__minus_3_bar_0_bar_30 - location
        loc_bar__minus_2_bar__minus_4_bar_2_bar_0 - location
        loc_bar__minus_4_bar__minus_2_bar_2_bar_30 - location
        loc_bar__minus_4_bar__minus_4_bar_2_bar_30 - location
        loc_bar__minus_5_bar__minus_4_bar_1_bar_30 - location
        loc_bar__minus_7_bar_10_bar_1_bar_30 - location
        loc_bar__minus_9_bar__minus_1_bar_0_bar_30 - location
        loc_bar__minus_9_bar__minus_3_bar_2_bar_0 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_7_bar_10_bar_1_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_10_bar__plus_00_dot_40_bar__minus_01_dot_35 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_10_bar__plus_00_dot_40_bar__minus_01_dot_35 loc_bar_3_bar__minus_2_bar_2_bar_30)
        (openable Cabinet_bar__plus_00_dot_10_bar__plus_00_dot_40_bar__minus_01_dot_35)
        (receptacleType Cabinet_bar__plus_01_dot_67_bar__plus_00_dot_40_bar__plus_00_dot_15 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_67_bar__plus_00_dot_40_bar__plus_00_dot_15 loc_bar_6_bar__minus_4_bar_0_bar_30)
        (openable Cabinet_bar__plus_01_dot_67_bar__plus_00_dot_40_bar__plus_00_dot_15)
        (receptacleType Cabinet_bar__plus_01_dot_97_bar__plus_01_dot_69_bar__minus_01_dot_65 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_97_bar__plus_01_dot_69_bar__minus_01_dot_65 loc_bar_6_bar__minus_4_bar_2_bar_0)
        (openable Cabinet_bar__plus_01_dot_97_bar__plus_01_dot_69_bar__minus_01_dot_65)
        (receptacleType Cabinet_bar__minus_00_dot_18_bar__plus_00_dot_40_bar__plus_00_dot_15 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_18_bar__plus_00_dot_40_bar__plus_00_dot_15 loc_bar__minus_2_bar__minus_3_bar_0_bar_30)
        (openable Cabinet_bar__minus_00_dot_18_bar__plus_00_dot_40_bar__plus_00_dot_15)
        (receptacleType Cabinet_bar__minus_00_dot_19_bar__plus_01_dot_69_bar__minus_01_dot_65 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_19_bar__plus_01_dot_69_bar__minus_01_dot_65 loc_bar__minus_2_bar__minus_4_bar_2_bar_0)
        (openable Cabinet_bar__minus_00_dot_19_bar__plus_01_dot_69_bar__minus_01_dot_65)
        (receptacleType Cabinet_bar__minus_00_dot_40_bar__plus_00_dot_40_bar__minus_01_dot_35 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_40_bar__plus_00_dot_40_bar__minus_01_dot_35 loc_bar__minus_4_bar__minus_2_bar_2_bar_30)
        (openable Cabinet_bar__minus_00_dot_40_bar__plus_00_dot_40_bar__minus_01_dot_35)
        (receptacleType DiningTable_bar__minus_02_dot_20_bar__plus_00_dot_99_bar__plus_00_dot_45 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_02_dot_20_bar__plus_00_dot_99_bar__plus_00_dot_45 loc_bar__minus_9_bar__minus_1_bar_0_bar_30)
        (receptacleType Drawer_bar__plus_00_dot_02_bar__plus_00_dot_79_bar__plus_00_dot_30 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_02_bar__plus_00_dot_79_bar__plus_00_dot_30 loc_bar__minus_1_bar__minus_2_bar_0_bar_30)
        (openable Drawer_bar__plus_00_dot_02_bar__plus_00_dot_79_bar__plus_00_dot_30)
        (receptacleType Drawer_bar__minus_00_dot_59_bar__plus_00_dot_79_bar__minus_01_dot_50 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_59_bar__plus_00_dot_79_bar__minus_01_dot_50 loc_bar__minus_5_bar__minus_4_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_59_bar__plus_00_dot_79_bar__minus_01_dot_50)
        (receptacleType Fridge_bar__minus_02_dot_14_bar__plus_00_dot_00_bar__minus_01_dot_69 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_02_dot_14_bar__plus_00_dot_00_bar__minus_01_dot_69 loc_bar__minus_9_bar__minus_3_bar_2_bar_0)
        (openable Fridge_bar__minus_02_dot_14_bar__plus_00_dot_00_bar__minus_01_dot_69)
        (receptacleType Microwave_bar__minus_01_dot_04_bar__plus_00_dot_90_bar__minus_01_dot_72 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_01_dot_04_bar__plus_00_dot_90_bar__minus_01_dot_72 loc_bar__minus_4_bar__minus_4_bar_2_bar_30)
        (openable Microwave_bar__minus_01_dot_04_bar__plus_00_dot_90_bar__minus_01_dot_72)
        (receptacleType Sink_bar__plus_00_dot_71_bar__plus_00_dot_82_bar__minus_01_dot_77_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_00_dot_71_bar__plus_00_dot_82_bar__minus_01_dot_77_bar_SinkBasin loc_bar_1_bar__minus_4_bar_2_bar_30)
        (canContain CabinetType BowlType)
        (canContain CabinetType PanType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType SoapBottleType)
        (canContain DiningTableType AppleType)
        (canContain DiningTableType BowlType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType EggType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType LettuceType)
        (canContain DiningTableType PanType)
        (canContain DiningTableType PepperShakerType)
        (canContain DiningTableType SoapBottleType)
        (canContain DiningTableType SpoonType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType PepperShakerType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType AppleType)
        (canContain FridgeType BowlType)
        (canContain FridgeType EggType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType PanType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType EggType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType SpoonType)
        (objectType Spoon_bar__plus_00_dot_01_bar__plus_00_dot_11_bar__minus_01_dot_49 SpoonType)
        (inReceptacle Spoon_bar__plus_00_dot_01_bar__plus_00_dot_11_bar__minus_01_dot_49 Drawer_bar__minus_00_dot_59_bar__plus_00_dot_79_bar__minus_01_dot_50)
        (objectAtLocation Spoon_bar__plus_00_dot_01_bar__plus_00_dot_11_bar__minus_01_dot_49 loc_bar__minus_5_bar__minus_4_bar_1_bar_30)
        (pickupable Spoon_bar__plus_00_dot_01_bar__plus_00_dot_11_bar__minus_01_dot_49)
        (cleanable Spoon_bar__plus_00_dot_01_bar__plus_00_dot_11_bar__minus_01_dot_49)
        (objectType Spoon_bar__minus_02_dot_18_bar__plus_00_dot_82_bar__minus_00_dot_28 SpoonType)
        (inReceptacle Spoon_bar__minus_02_dot_18_bar__plus_00_dot_82_bar__minus_00_dot_28 Sink_bar__plus_00_dot_71_bar__plus_00_dot_82_bar__minus_01_dot_77_bar_SinkBasin)
        (objectAtLocation Spoon_bar__minus_02_dot_18_bar__plus_00_dot_82_bar__minus_00_dot_28 loc_bar_1_bar__minus_4_bar_2_bar_30)
        (pickupable Spoon_bar__minus_02_dot_18_bar__plus_00_dot_82_bar__minus_00_dot_28)
        (cleanable Spoon_bar__minus_02_dot_18_bar__plus_00_dot_82_bar__minus_00_dot_28)
        (objectType Spoon_bar__plus_01_dot_35_bar__plus_01_dot_48_bar__plus_00_dot_42 SpoonType)
        (inReceptacle Spoon_bar__plus_01_dot_35_bar__plus_01_dot_48_bar__plus_00_dot_42 Drawer_bar__minus_00_dot_59_bar__plus_00_dot_79_bar__minus_01_dot_50)
        (objectAtLocation Spoon_bar__plus_01_dot_35_bar__plus_01_dot_48_bar__plus_00_dot_42 loc_bar__minus_5_bar__minus_4_bar_1_bar_30)
        (pickupable Spoon_bar__plus_01_dot_35_bar__plus_01_dot_48_bar__plus_00_dot_42)
        (cleanable Spoon_bar__plus_01_dot_35_bar__plus_01_dot_48_bar__plus_00_dot_42)
        (objectType Apple_bar__minus_02_dot_49_bar__plus_01_dot_38_bar__plus_00_dot_32 AppleType)
        (inReceptacle Apple_bar__minus_02_dot_49_bar__plus_01_dot_38_bar__plus_00_dot_32 Microwave_bar__minus_01_dot_04_bar__plus_00_dot_90_bar__minus_01_dot_72)
        (objectAtLocation Apple_bar__minus_02_dot_49_bar__plus_01_dot_38_bar__plus_00_dot_32 loc_bar__minus_4_bar__minus_4_bar_2_bar_30)
        (pickupable Apple_bar__minus_02_dot_49_bar__plus_01_dot_38_bar__plus_00_dot_32)
        (cleanable Apple_bar__minus_02_dot_49_bar__plus_01_dot_38_bar__plus_00_dot_32)
        (heatable Apple_bar__minus_02_dot_49_bar__plus_01_dot_38_bar__plus_00_dot_32)
        (coolable Apple_bar__minus_02_dot_49_bar__plus_01_dot_38_bar__plus_00_dot_32)
        (sliceable Apple_bar__minus_02_dot_49_bar__plus_01_dot_38_bar__plus_00_dot_32)
        (objectType Apple_bar__plus_01_dot_75_bar__plus_01_dot_39_bar__minus_01_dot_16 AppleType)
        (inReceptacle Apple_bar__plus_01_dot_75_bar__plus_01_dot_39_bar__minus_01_dot_16 Sink_bar__plus_00_dot_71_bar__plus_00_dot_82_bar__minus_01_dot_77_bar_SinkBasin)
        (objectAtLocation Apple_bar__plus_01_dot_75_bar__plus_01_dot_39_bar__minus_01_dot_16 loc_bar_1_bar__minus_4_bar_2_bar_30)
        (pickupable Apple_bar__plus_01_dot_75_bar__plus_01_dot_39_bar__minus_01_dot_16)
        (cleanable Apple_bar__plus_01_dot_75_bar__plus_01_dot_39_bar__minus_01_dot_16)
        (heatable Apple_bar__plus_01_dot_75_bar__plus_01_dot_39_bar__minus_01_dot_16)
        (coolable Apple_bar__plus_01_dot_75_bar__plus_01_dot_39_bar__minus_01_dot_16)
        (sliceable Apple_bar__plus_01_dot_75_bar__plus_01_dot_39_bar__minus_01_dot_16)
        (objectType Bowl_bar__minus_02_dot_28_bar__plus_00_dot_24_bar__minus_02_dot_27 BowlType)
        (inReceptacle Bowl_bar__minus_02_dot_28_bar__plus_00_dot_24_bar__minus_02_dot_27 Fridge_bar__minus_02_dot_14_bar__plus_00_dot_00_bar__minus_01_dot_69)
        (objectAtLocation Bowl_bar__minus_02_dot_28_bar__plus_00_dot_24_bar__minus_02_dot_27 loc_bar__minus_9_bar__minus_3_bar_2_bar_0)
        (pickupable Bowl_bar__minus_02_dot_28_bar__plus_00_dot_24_bar__minus_02_dot_27)
        (cleanable Bowl_bar__minus_02_dot_28_bar__plus_00_dot_24_bar__minus_02_dot_27)
        (coolable Bowl_bar__minus_02_dot_28_bar__plus_00_dot_24_bar__minus_02_dot_27)
        (isReceptacleObject Bowl_bar__minus_02_dot_28_bar__plus_00_dot_24_bar__minus_02_dot_27)
        (objectType Egg_bar__plus_02_dot_76_bar__plus_01_dot_33_bar__minus_01_dot_48 EggType)
        (inReceptacle Egg_bar__plus_02_dot_76_bar__plus_01_dot_33_bar__minus_01_dot_48 DiningTable_bar__minus_02_dot_20_bar__plus_00_dot_99_bar__plus_00_dot_45)
        (objectAtLocation Egg_bar__plus_02_dot_76_bar__plus_01_dot_33_bar__minus_01_dot_48 loc_bar__minus_9_bar__minus_1_bar_0_bar_30)
        (pickupable Egg_bar__plus_02_dot_76_bar__plus_01_dot_33_bar__minus_01_dot_48)
        (cleanable Egg_bar__plus_02_dot_76_bar__plus_01_dot_33_bar__minus_01_dot_48)
        (heatable Egg_bar__plus_02_dot_76_bar__plus_01_dot_33_bar__minus_01_dot_48)
        (coolable Egg_bar__plus_02_dot_76_bar__plus_01_dot_33_bar__minus_01_dot_48)
        (sliceable Egg_bar__plus_02_dot_76_bar__plus_01_dot_33_bar__minus_01_dot_48)
        (objectType Egg_bar__plus_01_dot_40_bar__plus_00_dot_63_bar__plus_02_dot_53 EggType)
        (inReceptacle Egg_bar__plus_01_dot_40_bar__plus_00_dot_63_bar__plus_02_dot_53 Microwave_bar__minus_01_dot_04_bar__plus_00_dot_90_bar__minus_01_dot_72)
        (objectAtLocation Egg_bar__plus_01_dot_40_bar__plus_00_dot_63_bar__plus_02_dot_53 loc_bar__minus_4_bar__minus_4_bar_2_bar_30)
        (pickupable Egg_bar__plus_01_dot_40_bar__plus_00_dot_63_bar__plus_02_dot_53)
        (cleanable Egg_bar__plus_01_dot_40_bar__plus_00_dot_63_bar__plus_02_dot_53)
        (heatable Egg_bar__plus_01_dot_40_bar__plus_00_dot_63_bar__plus_02_dot_53)
        (coolable Egg_bar__plus_01_dot_40_bar__plus_00_dot_63_bar__plus_02_dot_53)
        (sliceable Egg_bar__plus_01_dot_40_bar__plus_00_dot_63_bar__plus_02_dot_53)
        (objectType Lettuce_bar__plus_02_dot_64_bar__plus_00_dot_54_bar__minus_00_dot_87 LettuceType)
        (inReceptacle Lettuce_bar__plus_02_dot_64_bar__plus_00_dot_54_bar__minus_00_dot_87 DiningTable_bar__minus_02_dot_20_bar__plus_00_dot_99_bar__plus_00_dot_45)
        (objectAtLocation Lettuce_bar__plus_02_dot_64_bar__plus_00_dot_54_bar__minus_00_dot_87 loc_bar__minus_9_bar__minus_1_bar_0_bar_30)
        (pickupable Lettuce_bar__plus_02_dot_64_bar__plus_00_dot_54_bar__minus_00_dot_87)
        (cleanable Lettuce_bar__plus_02_dot_64_bar__plus_00_dot_54_bar__minus_00_dot_87)
        (coolable Lettuce_bar__plus_02_dot_64_bar__plus_00_dot_54_bar__minus_00_dot_87)
        (sliceable Lettuce_bar__plus_02_dot_64_bar__plus_00_dot_54_bar__minus_00_dot_87)
        (objectType Pan_bar__plus_02_dot_47_bar__plus_01_dot_39_bar__plus_00_dot_82 PanType)
        (inReceptacle Pan_bar__plus_02_dot_47_bar__plus_01_dot_39_bar__plus_00_dot_82 Cabinet_bar__plus_00_dot_10_bar__plus_00_dot_40_bar__minus_01_dot_35)
        (objectAtLocation Pan_bar__plus_02_dot_47_bar__plus_01_dot_39_bar__plus_00_dot_82 loc_bar_3_bar__minus_2_bar_2_bar_30)
        (pickupable Pan_bar__plus_02_dot_47_bar__plus_01_dot_39_bar__plus_00_dot_82)
        (cleanable Pan_bar__plus_02_dot_47_bar__plus_01_dot_39_bar__plus_00_dot_82)
        (coolable Pan_bar__plus_02_dot_47_bar__plus_01_dot_39_bar__plus_00_dot_82)
        (isReceptacleObject Pan_bar__plus_02_dot_47_bar__plus_01_dot_39_bar__plus_00_dot_82)
        (objectType PepperShaker_bar__plus_01_dot_84_bar__plus_00_dot_71_bar__minus_01_dot_52 PepperShakerType)
        (inReceptacle PepperShaker_bar__plus_01_dot_84_bar__plus_00_dot_71_bar__minus_01_dot_52 DiningTable_bar__minus_02_dot_20_bar__plus_00_dot_99_bar__plus_00_dot_45)
        (objectAtLocation PepperShaker_bar__plus_01_dot_84_bar__plus_00_dot_71_bar__minus_01_dot_52 loc_bar__minus_9_bar__minus_1_bar_0_bar_30)
        (pickupable PepperShaker_bar__plus_01_dot_84_bar__plus_00_dot_71_bar__minus_01_dot_52)
        (objectType PepperShaker_bar__plus_01_dot_99_bar__plus_00_dot_36_bar__minus_00_dot_56 PepperShakerType)
        (inReceptacle PepperShaker_bar__plus_01_dot_99_bar__plus_00_dot_36_bar__minus_00_dot_56 Cabinet_bar__plus_01_dot_97_bar__plus_01_dot_69_bar__minus_01_dot_65)
        (objectAtLocation PepperShaker_bar__plus_01_dot_99_bar__plus_00_dot_36_bar__minus_00_dot_56 loc_bar_6_bar__minus_4_bar_2_bar_0)
        (pickupable PepperShaker_bar__plus_01_dot_99_bar__plus_00_dot_36_bar__minus_00_dot_56)
        (objectType SoapBottle_bar__minus_02_dot_98_bar__plus_00_dot_88_bar__minus_01_dot_02 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_02_dot_98_bar__plus_00_dot_88_bar__minus_01_dot_02 Cabinet_bar__minus_00_dot_18_bar__plus_00_dot_40_bar__plus_00_dot_15)
        (objectAtLocation SoapBottle_bar__minus_02_dot_98_bar__plus_00_dot_88_bar__minus_01_dot_02 loc_bar__minus_2_bar__minus_3_bar_0_bar_30)
        (pickupable SoapBottle_bar__minus_02_dot_98_bar__plus_00_dot_88_bar__minus_01_dot_02)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o SpoonType)
                            (receptacleType ?r DiningTableType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
