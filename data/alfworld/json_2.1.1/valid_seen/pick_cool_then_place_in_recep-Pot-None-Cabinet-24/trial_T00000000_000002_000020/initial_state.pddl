(define (problem plan_trial_T00000000_000002_000020)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        BowlType - otype
        BreadType - otype
        ButterKnifeType - otype
        KnifeType - otype
        LettuceType - otype
        PepperShakerType - otype
        PotType - otype
        SoapBottleType - otype
        TomatoType - otype
        Pot_bar__plus_02_dot_46_bar__plus_00_dot_09_bar__plus_00_dot_37 - object
        Pot_bar__minus_00_dot_92_bar__plus_00_dot_55_bar__minus_01_dot_92 - object
        Pot_bar__minus_01_dot_28_bar__plus_00_dot_33_bar__plus_00_dot_54 - object
        Bowl_bar__plus_00_dot_63_bar__plus_00_dot_10_bar__minus_01_dot_92 - object
        Bread_bar__plus_02_dot_67_bar__plus_00_dot_12_bar__plus_01_dot_22 - object
        Knife_bar__plus_01_dot_86_bar__plus_00_dot_31_bar__plus_02_dot_25 - object
        Knife_bar__minus_00_dot_75_bar__plus_00_dot_51_bar__plus_01_dot_87 - object
        Lettuce_bar__minus_01_dot_37_bar__plus_01_dot_07_bar__minus_00_dot_76 - object
        PepperShaker_bar__minus_01_dot_68_bar__plus_00_dot_36_bar__minus_00_dot_19 - object
        SoapBottle_bar__plus_02_dot_98_bar__plus_01_dot_36_bar__plus_01_dot_18 - object
        Tomato_bar__minus_01_dot_37_bar__plus_00_dot_30_bar__plus_00_dot_52 - object
        Tomato_bar__minus_01_dot_61_bar__plus_00_dot_66_bar__plus_02_dot_76 - object
        Cabinet_bar__minus_01_dot_98_bar__plus_01_dot_78_bar__plus_03_dot_73 - receptacle
        Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_41_bar__plus_01_dot_68 - receptacle
        Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_69_bar__plus_02_dot_57 - receptacle
        Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_93_bar__plus_01_dot_69 - receptacle
        Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_01_dot_69 - receptacle
        Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_03_dot_18 - receptacle
        Cabinet_bar__minus_02_dot_43_bar__plus_00_dot_44_bar__plus_03_dot_17 - receptacle
        CounterTop_bar__plus_00_dot_86_bar__plus_00_dot_86_bar__plus_00_dot_98 - receptacle
        CounterTop_bar__plus_00_dot_86_bar__plus_00_dot_86_bar__plus_02_dot_37 - receptacle
        CounterTop_bar__minus_02_dot_08_bar__plus_00_dot_86_bar__plus_03_dot_80 - receptacle
        DiningTable_bar__minus_00_dot_88_bar__plus_00_dot_01_bar__plus_01_dot_32 - receptacle
        Fridge_bar__minus_02_dot_64_bar__plus_00_dot_00_bar__plus_02_dot_13 - receptacle
        Microwave_bar__minus_01_dot_53_bar__plus_01_dot_25_bar__plus_03_dot_88 - receptacle
        loc_bar_0_bar_5_bar_1_bar_30 - location
        loc_bar_1_bar_10_bar_1_bar_30 - location
        loc_bar_1_bar__minus_2_bar_0_bar_30 - location
        loc_bar__minus_4_bar_8_bar_2_bar_30 - location
        loc_bar__minus_5_bar_13_bar_3_bar_30 - location
        loc_bar__minus_6_bar_13_bar_0_bar_0 - location
        loc_bar__minus_7_bar_11_bar_0_bar_0 - location
        loc_bar__minus_7_bar_11_bar_3_bar__minus_30 - location
        loc_bar__minus_7_bar_12_bar_0_bar_30 - location
        loc_bar__minus_7_bar_12_bar_3_bar__minus_30 - location
        loc_bar__minus_7_bar_6_bar_3_bar_30 - location
        loc_bar__minus_7_bar_6_bar_3_bar__minus_30 - location
        loc_bar__minus_7_bar_7_bar_3_bar__minus_30 - location
        loc_bar__minus_7_bar_9_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_1_bar__minus_2_bar_0_bar_30)
        (receptacleType Cabinet_bar__minus_01_dot_98_bar__plus_01_dot_78_bar__plus_03_dot_73 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_98_bar__plus_01_dot_78_bar__plus_03_dot_73 loc_bar__minus_7_bar_11_bar_0_bar_0)
        (openable Cabinet_bar__minus_01_dot_98_bar__plus_01_dot_78_bar__plus_03_dot_73)
        (receptacleType Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_41_bar__plus_01_dot_68 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_41_bar__plus_01_dot_68 loc_bar__minus_7_bar_6_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_41_bar__plus_01_dot_68)
        (receptacleType Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_69_bar__plus_02_dot_57 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_69_bar__plus_02_dot_57 loc_bar__minus_7_bar_11_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_69_bar__plus_02_dot_57)
        (receptacleType Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_93_bar__plus_01_dot_69 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_93_bar__plus_01_dot_69 loc_bar__minus_7_bar_6_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_93_bar__plus_01_dot_69)
        (receptacleType Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_01_dot_69 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_01_dot_69 loc_bar__minus_7_bar_7_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_01_dot_69)
        (receptacleType Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_03_dot_18 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_03_dot_18 loc_bar__minus_7_bar_12_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_03_dot_18)
        (receptacleType Cabinet_bar__minus_02_dot_43_bar__plus_00_dot_44_bar__plus_03_dot_17 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_43_bar__plus_00_dot_44_bar__plus_03_dot_17 loc_bar__minus_5_bar_13_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_43_bar__plus_00_dot_44_bar__plus_03_dot_17)
        (receptacleType CounterTop_bar__plus_00_dot_86_bar__plus_00_dot_86_bar__plus_00_dot_98 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_86_bar__plus_00_dot_86_bar__plus_00_dot_98 loc_bar_0_bar_5_bar_1_bar_30)
        (receptacleType CounterTop_bar__plus_00_dot_86_bar__plus_00_dot_86_bar__plus_02_dot_37 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_86_bar__plus_00_dot_86_bar__plus_02_dot_37 loc_bar_1_bar_10_bar_1_bar_30)
        (receptacleType CounterTop_bar__minus_02_dot_08_bar__plus_00_dot_86_bar__plus_03_dot_80 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_02_dot_08_bar__plus_00_dot_86_bar__plus_03_dot_80 loc_bar__minus_7_bar_12_bar_0_bar_30)
        (receptacleType DiningTable_bar__minus_00_dot_88_bar__plus_00_dot_01_bar__plus_01_dot_32 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_88_bar__plus_00_dot_01_bar__plus_01_dot_32 loc_bar__minus_4_bar_8_bar_2_bar_30)
        (receptacleType Fridge_bar__minus_02_dot_64_bar__plus_00_dot_00_bar__plus_02_dot_13 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_02_dot_64_bar__plus_00_dot_00_bar__plus_02_dot_13 loc_bar__minus_7_bar_9_bar_3_bar_30)
        (openable Fridge_bar__minus_02_dot_64_bar__plus_00_dot_00_bar__plus_02_dot_13)
        (receptacleType Microwave_bar__minus_01_dot_53_bar__plus_01_dot_25_bar__plus_03_dot_88 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_01_dot_53_bar__plus_01_dot_25_bar__plus_03_dot_88 loc_bar__minus_6_bar_13_bar_0_bar_0)
        (openable Microwave_bar__minus_01_dot_53_bar__plus_01_dot_25_bar__plus_03_dot_88)
        (canContain CabinetType BowlType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PotType)
        (canContain CabinetType SoapBottleType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType TomatoType)
        (canContain DiningTableType BowlType)
        (canContain DiningTableType BreadType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType LettuceType)
        (canContain DiningTableType PepperShakerType)
        (canContain DiningTableType PotType)
        (canContain DiningTableType SoapBottleType)
        (canContain DiningTableType TomatoType)
        (canContain FridgeType BowlType)
        (canContain FridgeType BreadType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType PotType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType TomatoType)
        (objectType Pot_bar__plus_02_dot_46_bar__plus_00_dot_09_bar__plus_00_dot_37 PotType)
        (inReceptacle Pot_bar__plus_02_dot_46_bar__plus_00_dot_09_bar__plus_00_dot_37 Fridge_bar__minus_02_dot_64_bar__plus_00_dot_00_bar__plus_02_dot_13)
        (objectAtLocation Pot_bar__plus_02_dot_46_bar__plus_00_dot_09_bar__plus_00_dot_37 loc_bar__minus_7_bar_9_bar_3_bar_30)
        (pickupable Pot_bar__plus_02_dot_46_bar__plus_00_dot_09_bar__plus_00_dot_37)
        (cleanable Pot_bar__plus_02_dot_46_bar__plus_00_dot_09_bar__plus_00_dot_37)
        (coolable Pot_bar__plus_02_dot_46_bar__plus_00_dot_09_bar__plus_00_dot_37)
        (isReceptacleObject Pot_bar__plus_02_dot_46_bar__plus_00_dot_09_bar__plus_00_dot_37)
        (objectType Pot_bar__minus_00_dot_92_bar__plus_00_dot_55_bar__minus_01_dot_92 PotType)
        (inReceptacle Pot_bar__minus_00_dot_92_bar__plus_00_dot_55_bar__minus_01_dot_92 CounterTop_bar__plus_00_dot_86_bar__plus_00_dot_86_bar__plus_02_dot_37)
        (objectAtLocation Pot_bar__minus_00_dot_92_bar__plus_00_dot_55_bar__minus_01_dot_92 loc_bar_1_bar_10_bar_1_bar_30)
        (pickupable Pot_bar__minus_00_dot_92_bar__plus_00_dot_55_bar__minus_01_dot_92)
        (cleanable Pot_bar__minus_00_dot_92_bar__plus_00_dot_55_bar__minus_01_dot_92)
        (coolable Pot_bar__minus_00_dot_92_bar__plus_00_dot_55_bar__minus_01_dot_92)
        (isReceptacleObject Pot_bar__minus_00_dot_92_bar__plus_00_dot_55_bar__minus_01_dot_92)
        (objectType Pot_bar__minus_01_dot_28_bar__plus_00_dot_33_bar__plus_00_dot_54 PotType)
        (inReceptacle Pot_bar__minus_01_dot_28_bar__plus_00_dot_33_bar__plus_00_dot_54 CounterTop_bar__plus_00_dot_86_bar__plus_00_dot_86_bar__plus_00_dot_98)
        (objectAtLocation Pot_bar__minus_01_dot_28_bar__plus_00_dot_33_bar__plus_00_dot_54 loc_bar_0_bar_5_bar_1_bar_30)
        (pickupable Pot_bar__minus_01_dot_28_bar__plus_00_dot_33_bar__plus_00_dot_54)
        (cleanable Pot_bar__minus_01_dot_28_bar__plus_00_dot_33_bar__plus_00_dot_54)
        (coolable Pot_bar__minus_01_dot_28_bar__plus_00_dot_33_bar__plus_00_dot_54)
        (isReceptacleObject Pot_bar__minus_01_dot_28_bar__plus_00_dot_33_bar__plus_00_dot_54)
        (objectType Bowl_bar__plus_00_dot_63_bar__plus_00_dot_10_bar__minus_01_dot_92 BowlType)
        (inReceptacle Bowl_bar__plus_00_dot_63_bar__plus_00_dot_10_bar__minus_01_dot_92 Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_69_bar__plus_02_dot_57)
        (objectAtLocation Bowl_bar__plus_00_dot_63_bar__plus_00_dot_10_bar__minus_01_dot_92 loc_bar__minus_7_bar_11_bar_3_bar__minus_30)
        (pickupable Bowl_bar__plus_00_dot_63_bar__plus_00_dot_10_bar__minus_01_dot_92)
        (cleanable Bowl_bar__plus_00_dot_63_bar__plus_00_dot_10_bar__minus_01_dot_92)
        (coolable Bowl_bar__plus_00_dot_63_bar__plus_00_dot_10_bar__minus_01_dot_92)
        (isReceptacleObject Bowl_bar__plus_00_dot_63_bar__plus_00_dot_10_bar__minus_01_dot_92)
        (objectType Bread_bar__plus_02_dot_67_bar__plus_00_dot_12_bar__plus_01_dot_22 BreadType)
        (inReceptacle Bread_bar__plus_02_dot_67_bar__plus_00_dot_12_bar__plus_01_dot_22 DiningTable_bar__minus_00_dot_88_bar__plus_00_dot_01_bar__plus_01_dot_32)
        (objectAtLocation Bread_bar__plus_02_dot_67_bar__plus_00_dot_12_bar__plus_01_dot_22 loc_bar__minus_4_bar_8_bar_2_bar_30)
        (pickupable Bread_bar__plus_02_dot_67_bar__plus_00_dot_12_bar__plus_01_dot_22)
        (heatable Bread_bar__plus_02_dot_67_bar__plus_00_dot_12_bar__plus_01_dot_22)
        (coolable Bread_bar__plus_02_dot_67_bar__plus_00_dot_12_bar__plus_01_dot_22)
        (sliceable Bread_bar__plus_02_dot_67_bar__plus_00_dot_12_bar__plus_01_dot_22)
        (objectType Knife_bar__plus_01_dot_86_bar__plus_00_dot_31_bar__plus_02_dot_25 KnifeType)
        (inReceptacle Knife_bar__plus_01_dot_86_bar__plus_00_dot_31_bar__plus_02_dot_25 CounterTop_bar__plus_00_dot_86_bar__plus_00_dot_86_bar__plus_00_dot_98)
        (objectAtLocation Knife_bar__plus_01_dot_86_bar__plus_00_dot_31_bar__plus_02_dot_25 loc_bar_0_bar_5_bar_1_bar_30)
        (pickupable Knife_bar__plus_01_dot_86_bar__plus_00_dot_31_bar__plus_02_dot_25)
        (cleanable Knife_bar__plus_01_dot_86_bar__plus_00_dot_31_bar__plus_02_dot_25)
        (objectType Knife_bar__minus_00_dot_75_bar__plus_00_dot_51_bar__plus_01_dot_87 KnifeType)
        (inReceptacle Knife_bar__minus_00_dot_75_bar__plus_00_dot_51_bar__plus_01_dot_87 CounterTop_bar__plus_00_dot_86_bar__plus_00_dot_86_bar__plus_00_dot_98)
        (objectAtLocation Knife_bar__minus_00_dot_75_bar__plus_00_dot_51_bar__plus_01_dot_87 loc_bar_0_bar_5_bar_1_bar_30)
        (pickupable Knife_bar__minus_00_dot_75_bar__plus_00_dot_51_bar__plus_01_dot_87)
        (cleanable Knife_bar__minus_00_dot_75_bar__plus_00_dot_51_bar__plus_01_dot_87)
        (objectType Lettuce_bar__minus_01_dot_37_bar__plus_01_dot_07_bar__minus_00_dot_76 LettuceType)
        (inReceptacle Lettuce_bar__minus_01_dot_37_bar__plus_01_dot_07_bar__minus_00_dot_76 Fridge_bar__minus_02_dot_64_bar__plus_00_dot_00_bar__plus_02_dot_13)
        (objectAtLocation Lettuce_bar__minus_01_dot_37_bar__plus_01_dot_07_bar__minus_00_dot_76 loc_bar__minus_7_bar_9_bar_3_bar_30)
        (pickupable Lettuce_bar__minus_01_dot_37_bar__plus_01_dot_07_bar__minus_00_dot_76)
        (cleanable Lettuce_bar__minus_01_dot_37_bar__plus_01_dot_07_bar__minus_00_dot_76)
        (coolable Lettuce_bar__minus_01_dot_37_bar__plus_01_dot_07_bar__minus_00_dot_76)
        (sliceable Lettuce_bar__minus_01_dot_37_bar__plus_01_dot_07_bar__minus_00_dot_76)
        (objectType PepperShaker_bar__minus_01_dot_68_bar__plus_00_dot_36_bar__minus_00_dot_19 PepperShakerType)
        (inReceptacle PepperShaker_bar__minus_01_dot_68_bar__plus_00_dot_36_bar__minus_00_dot_19 Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_01_dot_69)
        (objectAtLocation PepperShaker_bar__minus_01_dot_68_bar__plus_00_dot_36_bar__minus_00_dot_19 loc_bar__minus_7_bar_7_bar_3_bar__minus_30)
        (pickupable PepperShaker_bar__minus_01_dot_68_bar__plus_00_dot_36_bar__minus_00_dot_19)
        (objectType SoapBottle_bar__plus_02_dot_98_bar__plus_01_dot_36_bar__plus_01_dot_18 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_02_dot_98_bar__plus_01_dot_36_bar__plus_01_dot_18 CounterTop_bar__plus_00_dot_86_bar__plus_00_dot_86_bar__plus_02_dot_37)
        (objectAtLocation SoapBottle_bar__plus_02_dot_98_bar__plus_01_dot_36_bar__plus_01_dot_18 loc_bar_1_bar_10_bar_1_bar_30)
        (pickupable SoapBottle_bar__plus_02_dot_98_bar__plus_01_dot_36_bar__plus_01_dot_18)
        (objectType Tomato_bar__minus_01_dot_37_bar__plus_00_dot_30_bar__plus_00_dot_52 TomatoType)
        (inReceptacle Tomato_bar__minus_01_dot_37_bar__plus_00_dot_30_bar__plus_00_dot_52 DiningTable_bar__minus_00_dot_88_bar__plus_00_dot_01_bar__plus_01_dot_32)
        (objectAtLocation Tomato_bar__minus_01_dot_37_bar__plus_00_dot_30_bar__plus_00_dot_52 loc_bar__minus_4_bar_8_bar_2_bar_30)
        (pickupable Tomato_bar__minus_01_dot_37_bar__plus_00_dot_30_bar__plus_00_dot_52)
        (cleanable Tomato_bar__minus_01_dot_37_bar__plus_00_dot_30_bar__plus_00_dot_52)
        (heatable Tomato_bar__minus_01_dot_37_bar__plus_00_dot_30_bar__plus_00_dot_52)
        (coolable Tomato_bar__minus_01_dot_37_bar__plus_00_dot_30_bar__plus_00_dot_52)
        (sliceable Tomato_bar__minus_01_dot_37_bar__plus_00_dot_30_bar__plus_00_dot_52)
        (objectType Tomato_bar__minus_01_dot_61_bar__plus_00_dot_66_bar__plus_02_dot_76 TomatoType)
        (inReceptacle Tomato_bar__minus_01_dot_61_bar__plus_00_dot_66_bar__plus_02_dot_76 DiningTable_bar__minus_00_dot_88_bar__plus_00_dot_01_bar__plus_01_dot_32)
        (objectAtLocation Tomato_bar__minus_01_dot_61_bar__plus_00_dot_66_bar__plus_02_dot_76 loc_bar__minus_4_bar_8_bar_2_bar_30)
        (pickupable Tomato_bar__minus_01_dot_61_bar__plus_00_dot_66_bar__plus_02_dot_76)
        (cleanable Tomato_bar__minus_01_dot_61_bar__plus_00_dot_66_bar__plus_02_dot_76)
        (heatable Tomato_bar__minus_01_dot_61_bar__plus_00_dot_66_bar__plus_02_dot_76)
        (coolable Tomato_bar__minus_01_dot_61_bar__plus_00_dot_66_bar__plus_02_dot_76)
        (sliceable Tomato_bar__minus_01_dot_61_bar__plus_00_dot_66_bar__plus_02_dot_76)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o PotType)
                            (receptacleType ?r CabinetType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
