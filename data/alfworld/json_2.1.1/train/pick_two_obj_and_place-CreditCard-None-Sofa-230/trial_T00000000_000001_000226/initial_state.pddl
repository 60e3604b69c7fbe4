(define (problem plan_trial_T00000000_000001_000226)
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
        CreditCardType - otype
        KeyChainType - otype
        KnifeType - otype
        LaptopType - otype
        PillowType - otype
        PlateType - otype
        RemoteControlType - otype
        StatueType - otype
        WatchType - otype
        CreditCard_bar__minus_01_dot_61_bar__plus_01_dot_47_bar__plus_02_dot_67 - object
        CreditCard_bar__plus_00_dot_07_bar__plus_00_dot_45_bar__plus_00_dot_85 - object
        Box_bar__plus_02_dot_59_bar__plus_00_dot_97_bar__plus_00_dot_28 - object
        KeyChain_bar__minus_00_dot_52_bar__plus_01_dot_15_bar__minus_01_dot_27 - object
        Laptop_bar__minus_01_dot_04_bar__plus_00_dot_73_bar__minus_01_dot_21 - object
        Pillow_bar__minus_02_dot_02_bar__plus_01_dot_11_bar__minus_01_dot_47 - object
        Pillow_bar__plus_01_dot_36_bar__plus_01_dot_41_bar__minus_00_dot_54 - object
        Plate_bar__plus_02_dot_33_bar__plus_01_dot_02_bar__minus_00_dot_20 - object
        RemoteControl_bar__plus_00_dot_26_bar__plus_00_dot_77_bar__plus_01_dot_97 - object
        RemoteControl_bar__plus_00_dot_36_bar__plus_00_dot_92_bar__minus_00_dot_58 - object
        Statue_bar__minus_02_dot_02_bar__plus_00_dot_92_bar__minus_01_dot_03 - object
        Watch_bar__minus_00_dot_68_bar__plus_00_dot_49_bar__plus_01_dot_24 - object
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
        loc_bar__minus_5_bar_33_bar_1_bar_30 - location
        loc_bar__minus_5_bar_3_bar_1_bar_30 - location
        loc_bar__minus_6_bar_9_bar_3_bar_30 - location
        loc_bar__minus_9_bar__minus_10_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_9_bar__minus_10_bar_2_bar_30)
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
        (canContain ArmChairType CreditCardType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType PillowType)
        (canContain ArmChairType RemoteControlType)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType ButterKnifeType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType KnifeType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType PlateType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain CoffeeTableType StatueType)
        (canContain CoffeeTableType WatchType)
        (canContain DiningTableType BoxType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType CreditCardType)
        (canContain DiningTableType KeyChainType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType LaptopType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType RemoteControlType)
        (canContain DiningTableType StatueType)
        (canContain DiningTableType WatchType)
        (canContain FridgeType PlateType)
        (canContain MicrowaveType PlateType)
        (canContain SideTableType BoxType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType PlateType)
        (canContain SideTableType RemoteControlType)
        (canContain SideTableType StatueType)
        (canContain SideTableType WatchType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PlateType)
        (canContain SofaType BoxType)
        (canContain SofaType CreditCardType)
        (canContain SofaType KeyChainType)
        (canContain SofaType LaptopType)
        (canContain SofaType PillowType)
        (canContain SofaType RemoteControlType)
        (objectType CreditCard_bar__minus_01_dot_61_bar__plus_01_dot_47_bar__plus_02_dot_67 CreditCardType)
        (inReceptacle CreditCard_bar__minus_01_dot_61_bar__plus_01_dot_47_bar__plus_02_dot_67 CoffeeTable_bar__minus_03_dot_13_bar__plus_00_dot_02_bar__plus_08_dot_53)
        (objectAtLocation CreditCard_bar__minus_01_dot_61_bar__plus_01_dot_47_bar__plus_02_dot_67 loc_bar__minus_18_bar_32_bar_1_bar_30)
        (pickupable CreditCard_bar__minus_01_dot_61_bar__plus_01_dot_47_bar__plus_02_dot_67)
        (objectType CreditCard_bar__plus_00_dot_07_bar__plus_00_dot_45_bar__plus_00_dot_85 CreditCardType)
        (inReceptacle CreditCard_bar__plus_00_dot_07_bar__plus_00_dot_45_bar__plus_00_dot_85 SideTable_bar__minus_00_dot_53_bar__plus_00_dot_66_bar__plus_08_dot_52)
        (objectAtLocation CreditCard_bar__plus_00_dot_07_bar__plus_00_dot_45_bar__plus_00_dot_85 loc_bar__minus_5_bar_33_bar_1_bar_30)
        (pickupable CreditCard_bar__plus_00_dot_07_bar__plus_00_dot_45_bar__plus_00_dot_85)
        (objectType Box_bar__plus_02_dot_59_bar__plus_00_dot_97_bar__plus_00_dot_28 BoxType)
        (inReceptacle Box_bar__plus_02_dot_59_bar__plus_00_dot_97_bar__plus_00_dot_28 Sofa_bar__minus_01_dot_74_bar__minus_00_dot_08_bar__plus_06_dot_45)
        (objectAtLocation Box_bar__plus_02_dot_59_bar__plus_00_dot_97_bar__plus_00_dot_28 loc_bar__minus_10_bar_27_bar_1_bar_30)
        (pickupable Box_bar__plus_02_dot_59_bar__plus_00_dot_97_bar__plus_00_dot_28)
        (isReceptacleObject Box_bar__plus_02_dot_59_bar__plus_00_dot_97_bar__plus_00_dot_28)
        (objectType KeyChain_bar__minus_00_dot_52_bar__plus_01_dot_15_bar__minus_01_dot_27 KeyChainType)
        (inReceptacle KeyChain_bar__minus_00_dot_52_bar__plus_01_dot_15_bar__minus_01_dot_27 ArmChair_bar__minus_02_dot_69_bar__plus_00_dot_00_bar__plus_04_dot_62)
        (objectAtLocation KeyChain_bar__minus_00_dot_52_bar__plus_01_dot_15_bar__minus_01_dot_27 loc_bar__minus_10_bar_22_bar_2_bar_30)
        (pickupable KeyChain_bar__minus_00_dot_52_bar__plus_01_dot_15_bar__minus_01_dot_27)
        (objectType Laptop_bar__minus_01_dot_04_bar__plus_00_dot_73_bar__minus_01_dot_21 LaptopType)
        (inReceptacle Laptop_bar__minus_01_dot_04_bar__plus_00_dot_73_bar__minus_01_dot_21 Sofa_bar__minus_01_dot_74_bar__minus_00_dot_08_bar__plus_06_dot_45)
        (objectAtLocation Laptop_bar__minus_01_dot_04_bar__plus_00_dot_73_bar__minus_01_dot_21 loc_bar__minus_10_bar_27_bar_1_bar_30)
        (pickupable Laptop_bar__minus_01_dot_04_bar__plus_00_dot_73_bar__minus_01_dot_21)
        (objectType Pillow_bar__minus_02_dot_02_bar__plus_01_dot_11_bar__minus_01_dot_47 PillowType)
        (inReceptacle Pillow_bar__minus_02_dot_02_bar__plus_01_dot_11_bar__minus_01_dot_47 ArmChair_bar__minus_02_dot_69_bar__plus_00_dot_00_bar__plus_04_dot_62)
        (objectAtLocation Pillow_bar__minus_02_dot_02_bar__plus_01_dot_11_bar__minus_01_dot_47 loc_bar__minus_10_bar_22_bar_2_bar_30)
        (pickupable Pillow_bar__minus_02_dot_02_bar__plus_01_dot_11_bar__minus_01_dot_47)
        (objectType Pillow_bar__plus_01_dot_36_bar__plus_01_dot_41_bar__minus_00_dot_54 PillowType)
        (inReceptacle Pillow_bar__plus_01_dot_36_bar__plus_01_dot_41_bar__minus_00_dot_54 Sofa_bar__minus_01_dot_74_bar__minus_00_dot_08_bar__plus_06_dot_45)
        (objectAtLocation Pillow_bar__plus_01_dot_36_bar__plus_01_dot_41_bar__minus_00_dot_54 loc_bar__minus_10_bar_27_bar_1_bar_30)
        (pickupable Pillow_bar__plus_01_dot_36_bar__plus_01_dot_41_bar__minus_00_dot_54)
        (objectType Plate_bar__plus_02_dot_33_bar__plus_01_dot_02_bar__minus_00_dot_20 PlateType)
        (inReceptacle Plate_bar__plus_02_dot_33_bar__plus_01_dot_02_bar__minus_00_dot_20 CoffeeTable_bar__minus_03_dot_13_bar__plus_00_dot_02_bar__plus_08_dot_53)
        (objectAtLocation Plate_bar__plus_02_dot_33_bar__plus_01_dot_02_bar__minus_00_dot_20 loc_bar__minus_18_bar_32_bar_1_bar_30)
        (pickupable Plate_bar__plus_02_dot_33_bar__plus_01_dot_02_bar__minus_00_dot_20)
        (cleanable Plate_bar__plus_02_dot_33_bar__plus_01_dot_02_bar__minus_00_dot_20)
        (heatable Plate_bar__plus_02_dot_33_bar__plus_01_dot_02_bar__minus_00_dot_20)
        (coolable Plate_bar__plus_02_dot_33_bar__plus_01_dot_02_bar__minus_00_dot_20)
        (isReceptacleObject Plate_bar__plus_02_dot_33_bar__plus_01_dot_02_bar__minus_00_dot_20)
        (objectType RemoteControl_bar__plus_00_dot_26_bar__plus_00_dot_77_bar__plus_01_dot_97 RemoteControlType)
        (inReceptacle RemoteControl_bar__plus_00_dot_26_bar__plus_00_dot_77_bar__plus_01_dot_97 SideTable_bar__minus_00_dot_53_bar__plus_00_dot_66_bar__plus_08_dot_52)
        (objectAtLocation RemoteControl_bar__plus_00_dot_26_bar__plus_00_dot_77_bar__plus_01_dot_97 loc_bar__minus_5_bar_33_bar_1_bar_30)
        (pickupable RemoteControl_bar__plus_00_dot_26_bar__plus_00_dot_77_bar__plus_01_dot_97)
        (objectType RemoteControl_bar__plus_00_dot_36_bar__plus_00_dot_92_bar__minus_00_dot_58 RemoteControlType)
        (inReceptacle RemoteControl_bar__plus_00_dot_36_bar__plus_00_dot_92_bar__minus_00_dot_58 CoffeeTable_bar__minus_03_dot_24_bar__plus_00_dot_01_bar__plus_06_dot_60)
        (objectAtLocation RemoteControl_bar__plus_00_dot_36_bar__plus_00_dot_92_bar__minus_00_dot_58 loc_bar__minus_17_bar_26_bar_1_bar_30)
        (pickupable RemoteControl_bar__plus_00_dot_36_bar__plus_00_dot_92_bar__minus_00_dot_58)
        (objectType Statue_bar__minus_02_dot_02_bar__plus_00_dot_92_bar__minus_01_dot_03 StatueType)
        (inReceptacle Statue_bar__minus_02_dot_02_bar__plus_00_dot_92_bar__minus_01_dot_03 CoffeeTable_bar__minus_03_dot_13_bar__plus_00_dot_02_bar__plus_08_dot_53)
        (objectAtLocation Statue_bar__minus_02_dot_02_bar__plus_00_dot_92_bar__minus_01_dot_03 loc_bar__minus_18_bar_32_bar_1_bar_30)
        (pickupable Statue_bar__minus_02_dot_02_bar__plus_00_dot_92_bar__minus_01_dot_03)
        (objectType Watch_bar__minus_00_dot_68_bar__plus_00_dot_49_bar__plus_01_dot_24 WatchType)
        (inReceptacle Watch_bar__minus_00_dot_68_bar__plus_00_dot_49_bar__plus_01_dot_24 SideTable_bar__minus_00_dot_40_bar__plus_00_dot_66_bar__plus_00_dot_36)
        (objectAtLocation Watch_bar__minus_00_dot_68_bar__plus_00_dot_49_bar__plus_01_dot_24 loc_bar__minus_5_bar_3_bar_1_bar_30)
        (pickupable Watch_bar__minus_00_dot_68_bar__plus_00_dot_49_bar__plus_01_dot_24)
        )
(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 CreditCardType)
                                    (receptacleType ?r SofaType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 CreditCardType)
                                            (receptacleType ?r SofaType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
