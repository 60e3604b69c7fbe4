(define (problem plan_trial_T00000000_000001_000120)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ButterKnifeType - otype
        CupType - otype
        KnifeType - otype
        LettuceType - otype
        PanType - otype
        PotType - otype
        PotatoType - otype
        SoapBottleType - otype
        SpoonType - otype
        TomatoType - otype
        Potato_bar__plus_02_dot_32_bar__plus_00_dot_16_bar__minus_02_dot_63 - object
        Potato_bar__plus_02_dot_81_bar__plus_01_dot_16_bar__plus_00_dot_81 - object
        Cup_bar__minus_02_dot_87_bar__plus_00_dot_42_bar__minus_01_dot_07 - object
        Lettuce_bar__plus_00_dot_15_bar__plus_01_dot_25_bar__plus_00_dot_09 - object
        Pan_bar__plus_00_dot_51_bar__plus_00_dot_34_bar__minus_00_dot_01 - object
        Pot_bar__plus_01_dot_06_bar__plus_00_dot_88_bar__plus_00_dot_66 - object
        Pot_bar__minus_01_dot_34_bar__plus_00_dot_94_bar__minus_01_dot_53 - object
        SoapBottle_bar__plus_00_dot_16_bar__plus_00_dot_57_bar__plus_02_dot_50 - object
        Spoon_bar__plus_00_dot_16_bar__plus_01_dot_30_bar__plus_02_dot_50 - object
        Tomato_bar__minus_02_dot_60_bar__plus_00_dot_57_bar__plus_01_dot_45 - object
        Cabinet_bar__plus_00_dot_85_bar__plus_02_dot_26_bar__minus_01_dot_54 - receptacle
        Cabinet_bar__minus_00_dot_71_bar__plus_02_dot_01_bar__minus_01_dot_54 - receptacle
        Cabinet_bar__minus_02_dot_22_bar__plus_00_dot_37_bar__minus_01_dot_87 - receptacle
        DiningTable_bar__minus_02_dot_66_bar__plus_00_dot_83_bar__plus_03_dot_21 - receptacle
        Fridge_bar__minus_00_dot_04_bar__plus_00_dot_00_bar__plus_02_dot_18 - receptacle
        Microwave_bar__plus_01_dot_15_bar__plus_01_dot_65_bar__minus_01_dot_61 - receptacle
        loc_bar_0_bar_5_bar_0_bar_0 - location
        loc_bar_2_bar__minus_2_bar_2_bar__minus_30 - location
        loc_bar_4_bar__minus_10_bar_1_bar_30 - location
        loc_bar_5_bar__minus_3_bar_2_bar_0 - location
        loc_bar__minus_11_bar_8_bar_0_bar_30 - location
        loc_bar__minus_12_bar__minus_5_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_3_bar_2_bar__minus_30 - location
        )
(:init
        (atLocation agent1 loc_bar_4_bar__minus_10_bar_1_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_85_bar__plus_02_dot_26_bar__minus_01_dot_54 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_85_bar__plus_02_dot_26_bar__minus_01_dot_54 loc_bar_2_bar__minus_2_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_00_dot_85_bar__plus_02_dot_26_bar__minus_01_dot_54)
        (receptacleType Cabinet_bar__minus_00_dot_71_bar__plus_02_dot_01_bar__minus_01_dot_54 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_71_bar__plus_02_dot_01_bar__minus_01_dot_54 loc_bar__minus_4_bar__minus_3_bar_2_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_71_bar__plus_02_dot_01_bar__minus_01_dot_54)
        (receptacleType Cabinet_bar__minus_02_dot_22_bar__plus_00_dot_37_bar__minus_01_dot_87 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_22_bar__plus_00_dot_37_bar__minus_01_dot_87 loc_bar__minus_12_bar__minus_5_bar_1_bar_30)
        (openable Cabinet_bar__minus_02_dot_22_bar__plus_00_dot_37_bar__minus_01_dot_87)
        (receptacleType DiningTable_bar__minus_02_dot_66_bar__plus_00_dot_83_bar__plus_03_dot_21 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_02_dot_66_bar__plus_00_dot_83_bar__plus_03_dot_21 loc_bar__minus_11_bar_8_bar_0_bar_30)
        (receptacleType Fridge_bar__minus_00_dot_04_bar__plus_00_dot_00_bar__plus_02_dot_18 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_00_dot_04_bar__plus_00_dot_00_bar__plus_02_dot_18 loc_bar_0_bar_5_bar_0_bar_0)
        (openable Fridge_bar__minus_00_dot_04_bar__plus_00_dot_00_bar__plus_02_dot_18)
        (receptacleType Microwave_bar__plus_01_dot_15_bar__plus_01_dot_65_bar__minus_01_dot_61 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_01_dot_15_bar__plus_01_dot_65_bar__minus_01_dot_61 loc_bar_5_bar__minus_3_bar_2_bar_0)
        (openable Microwave_bar__plus_01_dot_15_bar__plus_01_dot_65_bar__minus_01_dot_61)
        (canContain CabinetType CupType)
        (canContain CabinetType PanType)
        (canContain CabinetType PotType)
        (canContain CabinetType SoapBottleType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType CupType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType LettuceType)
        (canContain DiningTableType PanType)
        (canContain DiningTableType PotType)
        (canContain DiningTableType PotatoType)
        (canContain DiningTableType SoapBottleType)
        (canContain DiningTableType SpoonType)
        (canContain DiningTableType TomatoType)
        (canContain FridgeType CupType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType PanType)
        (canContain FridgeType PotType)
        (canContain FridgeType PotatoType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType PotatoType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType SpoonType)
        (canContain SinkBasinType TomatoType)
        (objectType Potato_bar__plus_02_dot_32_bar__plus_00_dot_16_bar__minus_02_dot_63 PotatoType)
        (inReceptacle Potato_bar__plus_02_dot_32_bar__plus_00_dot_16_bar__minus_02_dot_63 DiningTable_bar__minus_02_dot_66_bar__plus_00_dot_83_bar__plus_03_dot_21)
        (objectAtLocation Potato_bar__plus_02_dot_32_bar__plus_00_dot_16_bar__minus_02_dot_63 loc_bar__minus_11_bar_8_bar_0_bar_30)
        (pickupable Potato_bar__plus_02_dot_32_bar__plus_00_dot_16_bar__minus_02_dot_63)
        (cleanable Potato_bar__plus_02_dot_32_bar__plus_00_dot_16_bar__minus_02_dot_63)
        (heatable Potato_bar__plus_02_dot_32_bar__plus_00_dot_16_bar__minus_02_dot_63)
        (coolable Potato_bar__plus_02_dot_32_bar__plus_00_dot_16_bar__minus_02_dot_63)
        (sliceable Potato_bar__plus_02_dot_32_bar__plus_00_dot_16_bar__minus_02_dot_63)
        (objectType Potato_bar__plus_02_dot_81_bar__plus_01_dot_16_bar__plus_00_dot_81 PotatoType)
        (inReceptacle Potato_bar__plus_02_dot_81_bar__plus_01_dot_16_bar__plus_00_dot_81 DiningTable_bar__minus_02_dot_66_bar__plus_00_dot_83_bar__plus_03_dot_21)
        (objectAtLocation Potato_bar__plus_02_dot_81_bar__plus_01_dot_16_bar__plus_00_dot_81 loc_bar__minus_11_bar_8_bar_0_bar_30)
        (pickupable Potato_bar__plus_02_dot_81_bar__plus_01_dot_16_bar__plus_00_dot_81)
        (cleanable Potato_bar__plus_02_dot_81_bar__plus_01_dot_16_bar__plus_00_dot_81)
        (heatable Potato_bar__plus_02_dot_81_bar__plus_01_dot_16_bar__plus_00_dot_81)
        (coolable Potato_bar__plus_02_dot_81_bar__plus_01_dot_16_bar__plus_00_dot_81)
        (sliceable Potato_bar__plus_02_dot_81_bar__plus_01_dot_16_bar__plus_00_dot_81)
        (objectType Cup_bar__minus_02_dot_87_bar__plus_00_dot_42_bar__minus_01_dot_07 CupType)
        (inReceptacle Cup_bar__minus_02_dot_87_bar__plus_00_dot_42_bar__minus_01_dot_07 Fridge_bar__minus_00_dot_04_bar__plus_00_dot_00_bar__plus_02_dot_18)
        (objectAtLocation Cup_bar__minus_02_dot_87_bar__plus_00_dot_42_bar__minus_01_dot_07 loc_bar_0_bar_5_bar_0_bar_0)
        (pickupable Cup_bar__minus_02_dot_87_bar__plus_00_dot_42_bar__minus_01_dot_07)
        (cleanable Cup_bar__minus_02_dot_87_bar__plus_00_dot_42_bar__minus_01_dot_07)
        (heatable Cup_bar__minus_02_dot_87_bar__plus_00_dot_42_bar__minus_01_dot_07)
        (coolable Cup_bar__minus_02_dot_87_bar__plus_00_dot_42_bar__minus_01_dot_07)
        (isReceptacleObject Cup_bar__minus_02_dot_87_bar__plus_00_dot_42_bar__minus_01_dot_07)
        (objectType Lettuce_bar__plus_00_dot_15_bar__plus_01_dot_25_bar__plus_00_dot_09 LettuceType)
        (inReceptacle Lettuce_bar__plus_00_dot_15_bar__plus_01_dot_25_bar__plus_00_dot_09 DiningTable_bar__minus_02_dot_66_bar__plus_00_dot_83_bar__plus_03_dot_21)
        (objectAtLocation Lettuce_bar__plus_00_dot_15_bar__plus_01_dot_25_bar__plus_00_dot_09 loc_bar__minus_11_bar_8_bar_0_bar_30)
        (pickupable Lettuce_bar__plus_00_dot_15_bar__plus_01_dot_25_bar__plus_00_dot_09)
        (cleanable Lettuce_bar__plus_00_dot_15_bar__plus_01_dot_25_bar__plus_00_dot_09)
        (coolable Lettuce_bar__plus_00_dot_15_bar__plus_01_dot_25_bar__plus_00_dot_09)
        (sliceable Lettuce_bar__plus_00_dot_15_bar__plus_01_dot_25_bar__plus_00_dot_09)
        (objectType Pan_bar__plus_00_dot_51_bar__plus_00_dot_34_bar__minus_00_dot_01 PanType)
        (inReceptacle Pan_bar__plus_00_dot_51_bar__plus_00_dot_34_bar__minus_00_dot_01 Fridge_bar__minus_00_dot_04_bar__plus_00_dot_00_bar__plus_02_dot_18)
        (objectAtLocation Pan_bar__plus_00_dot_51_bar__plus_00_dot_34_bar__minus_00_dot_01 loc_bar_0_bar_5_bar_0_bar_0)
        (pickupable Pan_bar__plus_00_dot_51_bar__plus_00_dot_34_bar__minus_00_dot_01)
        (cleanable Pan_bar__plus_00_dot_51_bar__plus_00_dot_34_bar__minus_00_dot_01)
        (coolable Pan_bar__plus_00_dot_51_bar__plus_00_dot_34_bar__minus_00_dot_01)
        (isReceptacleObject Pan_bar__plus_00_dot_51_bar__plus_00_dot_34_bar__minus_00_dot_01)
        (objectType Pot_bar__plus_01_dot_06_bar__plus_00_dot_88_bar__plus_00_dot_66 PotType)
        (inReceptacle Pot_bar__plus_01_dot_06_bar__plus_00_dot_88_bar__plus_00_dot_66 Fridge_bar__minus_00_dot_04_bar__plus_00_dot_00_bar__plus_02_dot_18)
        (objectAtLocation Pot_bar__plus_01_dot_06_bar__plus_00_dot_88_bar__plus_00_dot_66 loc_bar_0_bar_5_bar_0_bar_0)
        (pickupable Pot_bar__plus_01_dot_06_bar__plus_00_dot_88_bar__plus_00_dot_66)
        (cleanable Pot_bar__plus_01_dot_06_bar__plus_00_dot_88_bar__plus_00_dot_66)
        (coolable Pot_bar__plus_01_dot_06_bar__plus_00_dot_88_bar__plus_00_dot_66)
        (isReceptacleObject Pot_bar__plus_01_dot_06_bar__plus_00_dot_88_bar__plus_00_dot_66)
        (objectType Pot_bar__minus_01_dot_34_bar__plus_00_dot_94_bar__minus_01_dot_53 PotType)
        (inReceptacle Pot_bar__minus_01_dot_34_bar__plus_00_dot_94_bar__minus_01_dot_53 Cabinet_bar__minus_00_dot_71_bar__plus_02_dot_01_bar__minus_01_dot_54)
        (objectAtLocation Pot_bar__minus_01_dot_34_bar__plus_00_dot_94_bar__minus_01_dot_53 loc_bar__minus_4_bar__minus_3_bar_2_bar__minus_30)
        (pickupable Pot_bar__minus_01_dot_34_bar__plus_00_dot_94_bar__minus_01_dot_53)
        (cleanable Pot_bar__minus_01_dot_34_bar__plus_00_dot_94_bar__minus_01_dot_53)
        (coolable Pot_bar__minus_01_dot_34_bar__plus_00_dot_94_bar__minus_01_dot_53)
        (isReceptacleObject Pot_bar__minus_01_dot_34_bar__plus_00_dot_94_bar__minus_01_dot_53)
        (objectType SoapBottle_bar__plus_00_dot_16_bar__plus_00_dot_57_bar__plus_02_dot_50 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_00_dot_16_bar__plus_00_dot_57_bar__plus_02_dot_50 Cabinet_bar__minus_00_dot_71_bar__plus_02_dot_01_bar__minus_01_dot_54)
        (objectAtLocation SoapBottle_bar__plus_00_dot_16_bar__plus_00_dot_57_bar__plus_02_dot_50 loc_bar__minus_4_bar__minus_3_bar_2_bar__minus_30)
        (pickupable SoapBottle_bar__plus_00_dot_16_bar__plus_00_dot_57_bar__plus_02_dot_50)
        (objectType Spoon_bar__plus_00_dot_16_bar__plus_01_dot_30_bar__plus_02_dot_50 SpoonType)
        (inReceptacle Spoon_bar__plus_00_dot_16_bar__plus_01_dot_30_bar__plus_02_dot_50 DiningTable_bar__minus_02_dot_66_bar__plus_00_dot_83_bar__plus_03_dot_21)
        (objectAtLocation Spoon_bar__plus_00_dot_16_bar__plus_01_dot_30_bar__plus_02_dot_50 loc_bar__minus_11_bar_8_bar_0_bar_30)
        (pickupable Spoon_bar__plus_00_dot_16_bar__plus_01_dot_30_bar__plus_02_dot_50)
        (cleanable Spoon_bar__plus_00_dot_16_bar__plus_01_dot_30_bar__plus_02_dot_50)
        (objectType Tomato_bar__minus_02_dot_60_bar__plus_00_dot_57_bar__plus_01_dot_45 TomatoType)
        (inReceptacle Tomato_bar__minus_02_dot_60_bar__plus_00_dot_57_bar__plus_01_dot_45 Fridge_bar__minus_00_dot_04_bar__plus_00_dot_00_bar__plus_02_dot_18)
        (objectAtLocation Tomato_bar__minus_02_dot_60_bar__plus_00_dot_57_bar__plus_01_dot_45 loc_bar_0_bar_5_bar_0_bar_0)
        (pickupable Tomato_bar__minus_02_dot_60_bar__plus_00_dot_57_bar__plus_01_dot_45)
        (cleanable Tomato_bar__minus_02_dot_60_bar__plus_00_dot_57_bar__plus_01_dot_45)
        (heatable Tomato_bar__minus_02_dot_60_bar__plus_00_dot_57_bar__plus_01_dot_45)
        (coolable Tomato_bar__minus_02_dot_60_bar__plus_00_dot_57_bar__plus_01_dot_45)
        (sliceable Tomato_bar__minus_02_dot_60_bar__plus_00_dot_57_bar__plus_01_dot_45)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o PotatoType)
                            (receptacleType ?r FridgeType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
