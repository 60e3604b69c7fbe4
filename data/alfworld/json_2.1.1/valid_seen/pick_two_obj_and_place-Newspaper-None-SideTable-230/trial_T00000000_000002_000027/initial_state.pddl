(define (problem plan_trial_T00000000_000002_000027)
(:domain alfred)
(:objects
        agent1 - agent
        ArmChairType - rtype
        CoffeeTableType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        BoxType - otype
        ButterKnifeType - otype
        CandleType - otype
        KeyChainType - otype
        KnifeType - otype
        NewspaperType - otype
        PillowType - otype
        StatueType - otype
        TissueBoxType - otype
        WatchType - otype
        Newspaper_bar__minus_02_dot_60_bar__plus_01_dot_31_bar__minus_01_dot_70 - object
        Newspaper_bar__plus_02_dot_51_bar__plus_00_dot_41_bar__plus_02_dot_79 - object
        Box_bar__minus_02_dot_55_bar__plus_01_dot_10_bar__minus_02_dot_50 - object
        Candle_bar__plus_02_dot_53_bar__plus_01_dot_35_bar__plus_02_dot_61 - object
        KeyChain_bar__minus_02_dot_61_bar__plus_00_dot_23_bar__plus_01_dot_10 - object
        KeyChain_bar__plus_01_dot_05_bar__plus_01_dot_05_bar__minus_01_dot_40 - object
        Pillow_bar__minus_00_dot_97_bar__plus_00_dot_96_bar__plus_02_dot_26 - object
        Statue_bar__plus_00_dot_99_bar__plus_00_dot_45_bar__plus_02_dot_00 - object
        Statue_bar__minus_00_dot_90_bar__plus_01_dot_49_bar__minus_01_dot_29 - object
        TissueBox_bar__minus_02_dot_14_bar__plus_00_dot_20_bar__minus_00_dot_74 - object
        Watch_bar__minus_01_dot_29_bar__plus_00_dot_47_bar__plus_01_dot_20 - object
        Watch_bar__plus_00_dot_86_bar__plus_00_dot_16_bar__minus_01_dot_46 - object
        ArmChair_bar__minus_02_dot_69_bar__plus_00_dot_00_bar__plus_04_dot_62 - receptacle
        ArmChair_bar__minus_03_dot_66_bar__plus_00_dot_00_bar__plus_04_dot_56 - receptacle
        CoffeeTable_bar__minus_03_dot_13_bar__plus_00_dot_02_bar__plus_08_dot_53 - receptacle
        CoffeeTable_bar__minus_03_dot_24_bar__plus_00_dot_01_bar__plus_06_dot_60 - receptacle
        DiningTable_bar__minus_02_dot_90_bar__plus_00_dot_01_bar__plus_02_dot_23 - receptacle
        SideTable_bar__minus_00_dot_40_bar__plus_00_dot_66_bar__plus_00_dot_36 - receptacle
        SideTable_bar__minus_00_dot_53_bar__plus_00_dot_66_bar__plus_08_dot_52 - receptacle
        Sofa_bar__minus_01_dot_74_bar__minus_00_dot_08_bar__plus_06_dot_45 - receptacle
        loc_bar__minus_10_bar_22_bar_2_bar_30 - location
        loc_bar__minus_10_bar_27_bar_1_bar_30 - location
        loc_bar__minus_15_bar_22_bar_2_bar_30 - location
        loc_bar__minus_17_bar_26_bar_1_bar_30 - location
        loc_bar__minus_18_bar_32_bar_1_bar_30 - location
        loc_bar__minus_3_bar_5_bar_0_bar_30 - location
        loc_bar__minus_5_bar_33_bar_1_bar_30 - location
        loc_bar__minus_5_bar_3_bar_1_bar_30 - location
        loc_bar__minus_6_bar_9_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_3_bar_5_bar_0_bar_30)
        (receptacleType ArmChair_bar__minus_02_dot_69_bar__plus_00_dot_00_bar__plus_04_dot_62 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_02_dot_69_bar__plus_00_dot_00_bar__plus_04_dot_62 loc_bar__minus_10_bar_22_bar_2_bar_30)
        (receptacleType ArmChair_bar__minus_03_dot_66_bar__plus_00_dot_00_bar__plus_04_dot_56 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_03_dot_66_bar__plus_00_dot_00_bar__plus_04_dot_56 loc_bar__minus_15_bar_22_bar_2_bar_30)
        (receptacleType CoffeeTable_bar__minus_03_dot_13_bar__plus_00_dot_02_bar__plus_08_dot_53 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__minus_03_dot_13_bar__plus_00_dot_02_bar__plus_08_dot_53 loc_bar__minus_18_bar_32_bar_1_bar_30)
        (receptacleType CoffeeTable_bar__minus_03_dot_24_bar__plus_00_dot_01_bar__plus_06_dot_60 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__minus_03_dot_24_bar__plus_00_dot_01_bar__plus_06_dot_60 loc_bar__minus_17_bar_26_bar_1_bar_30)
        (receptacleType DiningTable_bar__minus_02_dot_90_bar__plus_00_dot_01_bar__plus_02_dot_23 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_02_dot_90_bar__plus_00_dot_01_bar__plus_02_dot_23 loc_bar__minus_6_bar_9_bar_3_bar_30)
        (receptacleType SideTable_bar__minus_00_dot_40_bar__plus_00_dot_66_bar__plus_00_dot_36 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_00_dot_40_bar__plus_00_dot_66_bar__plus_00_dot_36 loc_bar__minus_5_bar_3_bar_1_bar_30)
        (receptacleType SideTable_bar__minus_00_dot_53_bar__plus_00_dot_66_bar__plus_08_dot_52 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_00_dot_53_bar__plus_00_dot_66_bar__plus_08_dot_52 loc_bar__minus_5_bar_33_bar_1_bar_30)
        (receptacleType Sofa_bar__minus_01_dot_74_bar__minus_00_dot_08_bar__plus_06_dot_45 SofaType)
        (receptacleAtLocation Sofa_bar__minus_01_dot_74_bar__minus_00_dot_08_bar__plus_06_dot_45 loc_bar__minus_10_bar_27_bar_1_bar_30)
        (canContain ArmChairType BoxType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType NewspaperType)
        (canContain ArmChairType PillowType)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType ButterKnifeType)
        (canContain CoffeeTableType CandleType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType KnifeType)
        (canContain CoffeeTableType NewspaperType)
        (canContain CoffeeTableType StatueType)
        (canContain CoffeeTableType TissueBoxType)
        (canContain CoffeeTableType WatchType)
        (canContain DiningTableType BoxType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType CandleType)
        (canContain DiningTableType KeyChainType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType NewspaperType)
        (canContain DiningTableType StatueType)
        (canContain DiningTableType TissueBoxType)
        (canContain DiningTableType WatchType)
        (canContain SideTableType BoxType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType CandleType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType NewspaperType)
        (canContain SideTableType StatueType)
        (canContain SideTableType TissueBoxType)
        (canContain SideTableType WatchType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SofaType BoxType)
        (canContain SofaType KeyChainType)
        (canContain SofaType NewspaperType)
        (canContain SofaType PillowType)
        (objectType Newspaper_bar__minus_02_dot_60_bar__plus_01_dot_31_bar__minus_01_dot_70 NewspaperType)
        (inReceptacle Newspaper_bar__minus_02_dot_60_bar__plus_01_dot_31_bar__minus_01_dot_70 Sofa_bar__minus_01_dot_74_bar__minus_00_dot_08_bar__plus_06_dot_45)
        (objectAtLocation Newspaper_bar__minus_02_dot_60_bar__plus_01_dot_31_bar__minus_01_dot_70 loc_bar__minus_10_bar_27_bar_1_bar_30)
        (pickupable Newspaper_bar__minus_02_dot_60_bar__plus_01_dot_31_bar__minus_01_dot_70)
        (objectType Newspaper_bar__plus_02_dot_51_bar__plus_00_dot_41_bar__plus_02_dot_79 NewspaperType)
        (inReceptacle Newspaper_bar__plus_02_dot_51_bar__plus_00_dot_41_bar__plus_02_dot_79 ArmChair_bar__minus_02_dot_69_bar__plus_00_dot_00_bar__plus_04_dot_62)
        (objectAtLocation Newspaper_bar__plus_02_dot_51_bar__plus_00_dot_41_bar__plus_02_dot_79 loc_bar__minus_10_bar_22_bar_2_bar_30)
        (pickupable Newspaper_bar__plus_02_dot_51_bar__plus_00_dot_41_bar__plus_02_dot_79)
        (objectType Box_bar__minus_02_dot_55_bar__plus_01_dot_10_bar__minus_02_dot_50 BoxType)
        (inReceptacle Box_bar__minus_02_dot_55_bar__plus_01_dot_10_bar__minus_02_dot_50 Sofa_bar__minus_01_dot_74_bar__minus_00_dot_08_bar__plus_06_dot_45)
        (objectAtLocation Box_bar__minus_02_dot_55_bar__plus_01_dot_10_bar__minus_02_dot_50 loc_bar__minus_10_bar_27_bar_1_bar_30)
        (pickupable Box_bar__minus_02_dot_55_bar__plus_01_dot_10_bar__minus_02_dot_50)
        (isReceptacleObject Box_bar__minus_02_dot_55_bar__plus_01_dot_10_bar__minus_02_dot_50)
        (objectType Candle_bar__plus_02_dot_53_bar__plus_01_dot_35_bar__plus_02_dot_61 CandleType)
        (inReceptacle Candle_bar__plus_02_dot_53_bar__plus_01_dot_35_bar__plus_02_dot_61 DiningTable_bar__minus_02_dot_90_bar__plus_00_dot_01_bar__plus_02_dot_23)
        (objectAtLocation Candle_bar__plus_02_dot_53_bar__plus_01_dot_35_bar__plus_02_dot_61 loc_bar__minus_6_bar_9_bar_3_bar_30)
        (pickupable Candle_bar__plus_02_dot_53_bar__plus_01_dot_35_bar__plus_02_dot_61)
        (objectType KeyChain_bar__minus_02_dot_61_bar__plus_00_dot_23_bar__plus_01_dot_10 KeyChainType)
        (inReceptacle KeyChain_bar__minus_02_dot_61_bar__plus_00_dot_23_bar__plus_01_dot_10 SideTable_bar__minus_00_dot_40_bar__plus_00_dot_66_bar__plus_00_dot_36)
        (objectAtLocation KeyChain_bar__minus_02_dot_61_bar__plus_00_dot_23_bar__plus_01_dot_10 loc_bar__minus_5_bar_3_bar_1_bar_30)
        (pickupable KeyChain_bar__minus_02_dot_61_bar__plus_00_dot_23_bar__plus_01_dot_10)
        (objectType KeyChain_bar__plus_01_dot_05_bar__plus_01_dot_05_bar__minus_01_dot_40 KeyChainType)
        (inReceptacle KeyChain_bar__plus_01_dot_05_bar__plus_01_dot_05_bar__minus_01_dot_40 ArmChair_bar__minus_03_dot_66_bar__plus_00_dot_00_bar__plus_04_dot_56)
        (objectAtLocation KeyChain_bar__plus_01_dot_05_bar__plus_01_dot_05_bar__minus_01_dot_40 loc_bar__minus_15_bar_22_bar_2_bar_30)
        (pickupable KeyChain_bar__plus_01_dot_05_bar__plus_01_dot_05_bar__minus_01_dot_40)
        (objectType Pillow_bar__minus_00_dot_97_bar__plus_00_dot_96_bar__plus_02_dot_26 PillowType)
        (inReceptacle Pillow_bar__minus_00_dot_97_bar__plus_00_dot_96_bar__plus_02_dot_26 ArmChair_bar__minus_02_dot_69_bar__plus_00_dot_00_bar__plus_04_dot_62)
        (objectAtLocation Pillow_bar__minus_00_dot_97_bar__plus_00_dot_96_bar__plus_02_dot_26 loc_bar__minus_10_bar_22_bar_2_bar_30)
        (pickupable Pillow_bar__minus_00_dot_97_bar__plus_00_dot_96_bar__plus_02_dot_26)
        (objectType Statue_bar__plus_00_dot_99_bar__plus_00_dot_45_bar__plus_02_dot_00 StatueType)
        (inReceptacle Statue_bar__plus_00_dot_99_bar__plus_00_dot_45_bar__plus_02_dot_00 DiningTable_bar__minus_02_dot_90_bar__plus_00_dot_01_bar__plus_02_dot_23)
        (objectAtLocation Statue_bar__plus_00_dot_99_bar__plus_00_dot_45_bar__plus_02_dot_00 loc_bar__minus_6_bar_9_bar_3_bar_30)
        (pickupable Statue_bar__plus_00_dot_99_bar__plus_00_dot_45_bar__plus_02_dot_00)
        (objectType Statue_bar__minus_00_dot_90_bar__plus_01_dot_49_bar__minus_01_dot_29 StatueType)
        (inReceptacle Statue_bar__minus_00_dot_90_bar__plus_01_dot_49_bar__minus_01_dot_29 CoffeeTable_bar__minus_03_dot_13_bar__plus_00_dot_02_bar__plus_08_dot_53)
        (objectAtLocation Statue_bar__minus_00_dot_90_bar__plus_01_dot_49_bar__minus_01_dot_29 loc_bar__minus_18_bar_32_bar_1_bar_30)
        (pickupable Statue_bar__minus_00_dot_90_bar__plus_01_dot_49_bar__minus_01_dot_29)
        (objectType TissueBox_bar__minus_02_dot_14_bar__plus_00_dot_20_bar__minus_00_dot_74 TissueBoxType)
        (inReceptacle TissueBox_bar__minus_02_dot_14_bar__plus_00_dot_20_bar__minus_00_dot_74 CoffeeTable_bar__minus_03_dot_13_bar__plus_00_dot_02_bar__plus_08_dot_53)
        (objectAtLocation TissueBox_bar__minus_02_dot_14_bar__plus_00_dot_20_bar__minus_00_dot_74 loc_bar__minus_18_bar_32_bar_1_bar_30)
        (pickupable TissueBox_bar__minus_02_dot_14_bar__plus_00_dot_20_bar__minus_00_dot_74)
        (objectType Watch_bar__minus_01_dot_29_bar__plus_00_dot_47_bar__plus_01_dot_20 WatchType)
        (inReceptacle Watch_bar__minus_01_dot_29_bar__plus_00_dot_47_bar__plus_01_dot_20 SideTable_bar__minus_00_dot_53_bar__plus_00_dot_66_bar__plus_08_dot_52)
        (objectAtLocation Watch_bar__minus_01_dot_29_bar__plus_00_dot_47_bar__plus_01_dot_20 loc_bar__minus_5_bar_33_bar_1_bar_30)
        (pickupable Watch_bar__minus_01_dot_29_bar__plus_00_dot_47_bar__plus_01_dot_20)
        (objectType Watch_bar__plus_00_dot_86_bar__plus_00_dot_16_bar__minus_01_dot_46 WatchType)
        (inReceptacle Watch_bar__plus_00_dot_86_bar__plus_00_dot_16_bar__minus_01_dot_46 CoffeeTable_bar__minus_03_dot_24_bar__plus_00_dot_01_bar__plus_06_dot_60)
        (objectAtLocation Watch_bar__plus_00_dot_86_bar__plus_00_dot_16_bar__minus_01_dot_46 loc_bar__minus_17_bar_26_bar_1_bar_30)
        (pickupable Watch_bar__plus_00_dot_86_bar__plus_00_dot_16_bar__minus_01_dot_46)
        )
(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 NewspaperType)
                                    (receptacleType ?r SideTableType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 NewspaperType)
                                            (receptacleType ?r SideTableType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
