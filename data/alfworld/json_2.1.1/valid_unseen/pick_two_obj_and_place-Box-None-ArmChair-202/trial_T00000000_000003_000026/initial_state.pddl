(define (problem plan_trial_T00000000_000003_000026)
(:domain alfred)
(:objects
        agent1 - agent
        ArmChairType - rtype
        CoffeeTableType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        TVStandType - rtype
        BookType - otype
        BoxType - otype
        ButterKnifeType - otype
        CreditCardType - otype
        KeyChainType - otype
        KnifeType - otype
        LaptopType - otype
        PillowType - otype
        RemoteControlType - otype
        StatueType - otype
        WatchType - otype
        Box_bar__plus_01_dot_33_bar__plus_00_dot_05_bar__minus_01_dot_39 - object
        Box_bar__minus_00_dot_33_bar__plus_00_dot_61_bar__plus_02_dot_13 - object
        Book_bar__minus_00_dot_97_bar__plus_01_dot_33_bar__plus_00_dot_98 - object
        CreditCard_bar__minus_02_dot_23_bar__plus_00_dot_38_bar__minus_02_dot_29 - object
        CreditCard_bar__plus_00_dot_65_bar__plus_00_dot_74_bar__minus_01_dot_75 - object
        KeyChain_bar__plus_02_dot_02_bar__plus_01_dot_26_bar__plus_01_dot_43 - object
        Laptop_bar__minus_00_dot_90_bar__plus_00_dot_25_bar__minus_02_dot_69 - object
        Laptop_bar__minus_02_dot_88_bar__plus_00_dot_20_bar__minus_00_dot_43 - object
        Pillow_bar__minus_00_dot_78_bar__plus_01_dot_28_bar__plus_01_dot_94 - object
        RemoteControl_bar__minus_01_dot_66_bar__plus_00_dot_69_bar__minus_02_dot_70 - object
        RemoteControl_bar__plus_01_dot_52_bar__plus_00_dot_81_bar__minus_01_dot_65 - object
        Statue_bar__minus_01_dot_30_bar__plus_00_dot_53_bar__plus_02_dot_77 - object
        Statue_bar__minus_00_dot_95_bar__plus_01_dot_01_bar__minus_00_dot_09 - object
        Watch_bar__minus_02_dot_13_bar__plus_01_dot_37_bar__minus_00_dot_48 - object
        ArmChair_bar__minus_03_dot_08_bar__plus_00_dot_47_bar__plus_00_dot_37 - receptacle
        CoffeeTable_bar__minus_01_dot_74_bar__plus_00_dot_00_bar__plus_02_dot_36 - receptacle
        GarbageCan_bar__minus_00_dot_38_bar__plus_00_dot_00_bar__plus_04_dot_10 - receptacle
        SideTable_bar__plus_00_dot_63_bar__plus_00_dot_00_bar__plus_00_dot_34 - receptacle
        Sofa_bar__minus_01_dot_16_bar__plus_00_dot_00_bar__plus_00_dot_45 - receptacle
        TVStand_bar__minus_01_dot_57_bar__plus_00_dot_00_bar__plus_03_dot_87 - receptacle
        loc_bar_2_bar_15_bar_3_bar_30 - location
        loc_bar_3_bar_6_bar_2_bar_30 - location
        loc_bar__minus_10_bar_10_bar_1_bar_30 - location
        loc_bar__minus_12_bar_6_bar_2_bar_30 - location
        loc_bar__minus_5_bar_7_bar_2_bar_30 - location
        loc_bar__minus_6_bar_12_bar_0_bar_30 - location
        loc_bar__minus_6_bar_5_bar_0_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_10_bar_10_bar_1_bar_30)
        (receptacleType ArmChair_bar__minus_03_dot_08_bar__plus_00_dot_47_bar__plus_00_dot_37 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_03_dot_08_bar__plus_00_dot_47_bar__plus_00_dot_37 loc_bar__minus_12_bar_6_bar_2_bar_30)
        (receptacleType CoffeeTable_bar__minus_01_dot_74_bar__plus_00_dot_00_bar__plus_02_dot_36 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__minus_01_dot_74_bar__plus_00_dot_00_bar__plus_02_dot_36 loc_bar__minus_6_bar_5_bar_0_bar_30)
        (receptacleType GarbageCan_bar__minus_00_dot_38_bar__plus_00_dot_00_bar__plus_04_dot_10 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_00_dot_38_bar__plus_00_dot_00_bar__plus_04_dot_10 loc_bar_2_bar_15_bar_3_bar_30)
        (receptacleType SideTable_bar__plus_00_dot_63_bar__plus_00_dot_00_bar__plus_00_dot_34 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_00_dot_63_bar__plus_00_dot_00_bar__plus_00_dot_34 loc_bar_3_bar_6_bar_2_bar_30)
        (receptacleType Sofa_bar__minus_01_dot_16_bar__plus_00_dot_00_bar__plus_00_dot_45 SofaType)
        (receptacleAtLocation Sofa_bar__minus_01_dot_16_bar__plus_00_dot_00_bar__plus_00_dot_45 loc_bar__minus_5_bar_7_bar_2_bar_30)
        (receptacleType TVStand_bar__minus_01_dot_57_bar__plus_00_dot_00_bar__plus_03_dot_87 TVStandType)
        (receptacleAtLocation TVStand_bar__minus_01_dot_57_bar__plus_00_dot_00_bar__plus_03_dot_87 loc_bar__minus_6_bar_12_bar_0_bar_30)
        (canContain ArmChairType BookType)
        (canContain ArmChairType BoxType)
        (canContain ArmChairType CreditCardType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType PillowType)
        (canContain ArmChairType RemoteControlType)
        (canContain CoffeeTableType BookType)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType ButterKnifeType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType KnifeType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain CoffeeTableType StatueType)
        (canContain CoffeeTableType WatchType)
        (canContain SideTableType BookType)
        (canContain SideTableType BoxType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType RemoteControlType)
        (canContain SideTableType StatueType)
        (canContain SideTableType WatchType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SofaType BookType)
        (canContain SofaType BoxType)
        (canContain SofaType CreditCardType)
        (canContain SofaType KeyChainType)
        (canContain SofaType LaptopType)
        (canContain SofaType PillowType)
        (canContain SofaType RemoteControlType)
        (objectType Box_bar__plus_01_dot_33_bar__plus_00_dot_05_bar__minus_01_dot_39 BoxType)
        (inReceptacle Box_bar__plus_01_dot_33_bar__plus_00_dot_05_bar__minus_01_dot_39 SideTable_bar__plus_00_dot_63_bar__plus_00_dot_00_bar__plus_00_dot_34)
        (objectAtLocation Box_bar__plus_01_dot_33_bar__plus_00_dot_05_bar__minus_01_dot_39 loc_bar_3_bar_6_bar_2_bar_30)
        (pickupable Box_bar__plus_01_dot_33_bar__plus_00_dot_05_bar__minus_01_dot_39)
        (isReceptacleObject Box_bar__plus_01_dot_33_bar__plus_00_dot_05_bar__minus_01_dot_39)
        (objectType Box_bar__minus_00_dot_33_bar__plus_00_dot_61_bar__plus_02_dot_13 BoxType)
        (inReceptacle Box_bar__minus_00_dot_33_bar__plus_00_dot_61_bar__plus_02_dot_13 CoffeeTable_bar__minus_01_dot_74_bar__plus_00_dot_00_bar__plus_02_dot_36)
        (objectAtLocation Box_bar__minus_00_dot_33_bar__plus_00_dot_61_bar__plus_02_dot_13 loc_bar__minus_6_bar_5_bar_0_bar_30)
        (pickupable Box_bar__minus_00_dot_33_bar__plus_00_dot_61_bar__plus_02_dot_13)
        (isReceptacleObject Box_bar__minus_00_dot_33_bar__plus_00_dot_61_bar__plus_02_dot_13)
        (objectType Book_bar__minus_00_dot_97_bar__plus_01_dot_33_bar__plus_00_dot_98 BookType)
        (inReceptacle Book_bar__minus_00_dot_97_bar__plus_01_dot_33_bar__plus_00_dot_98 SideTable_bar__plus_00_dot_63_bar__plus_00_dot_00_bar__plus_00_dot_34)
        (objectAtLocation Book_bar__minus_00_dot_97_bar__plus_01_dot_33_bar__plus_00_dot_98 loc_bar_3_bar_6_bar_2_bar_30)
        (pickupable Book_bar__minus_00_dot_97_bar__plus_01_dot_33_bar__plus_00_dot_98)
        (objectType CreditCard_bar__minus_02_dot_23_bar__plus_00_dot_38_bar__minus_02_dot_29 CreditCardType)
        (inReceptacle CreditCard_bar__minus_02_dot_23_bar__plus_00_dot_38_bar__minus_02_dot_29 Sofa_bar__minus_01_dot_16_bar__plus_00_dot_00_bar__plus_00_dot_45)
        (objectAtLocation CreditCard_bar__minus_02_dot_23_bar__plus_00_dot_38_bar__minus_02_dot_29 loc_bar__minus_5_bar_7_bar_2_bar_30)
        (pickupable CreditCard_bar__minus_02_dot_23_bar__plus_00_dot_38_bar__minus_02_dot_29)
        (objectType CreditCard_bar__plus_00_dot_65_bar__plus_00_dot_74_bar__minus_01_dot_75 CreditCardType)
        (inReceptacle CreditCard_bar__plus_00_dot_65_bar__plus_00_dot_74_bar__minus_01_dot_75 SideTable_bar__plus_00_dot_63_bar__plus_00_dot_00_bar__plus_00_dot_34)
        (objectAtLocation CreditCard_bar__plus_00_dot_65_bar__plus_00_dot_74_bar__minus_01_dot_75 loc_bar_3_bar_6_bar_2_bar_30)
        (pickupable CreditCard_bar__plus_00_dot_65_bar__plus_00_dot_74_bar__minus_01_dot_75)
        (objectType KeyChain_bar__plus_02_dot_02_bar__plus_01_dot_26_bar__plus_01_dot_43 KeyChainType)
        (inReceptacle KeyChain_bar__plus_02_dot_02_bar__plus_01_dot_26_bar__plus_01_dot_43 ArmChair_bar__minus_03_dot_08_bar__plus_00_dot_47_bar__plus_00_dot_37)
        (objectAtLocation KeyChain_bar__plus_02_dot_02_bar__plus_01_dot_26_bar__plus_01_dot_43 loc_bar__minus_12_bar_6_bar_2_bar_30)
        (pickupable KeyChain_bar__plus_02_dot_02_bar__plus_01_dot_26_bar__plus_01_dot_43)
        (objectType Laptop_bar__minus_00_dot_90_bar__plus_00_dot_25_bar__minus_02_dot_69 LaptopType)
        (inReceptacle Laptop_bar__minus_00_dot_90_bar__plus_00_dot_25_bar__minus_02_dot_69 ArmChair_bar__minus_03_dot_08_bar__plus_00_dot_47_bar__plus_00_dot_37)
        (objectAtLocation Laptop_bar__minus_00_dot_90_bar__plus_00_dot_25_bar__minus_02_dot_69 loc_bar__minus_12_bar_6_bar_2_bar_30)
        (pickupable Laptop_bar__minus_00_dot_90_bar__plus_00_dot_25_bar__minus_02_dot_69)
        (objectType Laptop_bar__minus_02_dot_88_bar__plus_00_dot_20_bar__minus_00_dot_43 LaptopType)
        (inReceptacle Laptop_bar__minus_02_dot_88_bar__plus_00_dot_20_bar__minus_00_dot_43 CoffeeTable_bar__minus_01_dot_74_bar__plus_00_dot_00_bar__plus_02_dot_36)
        (objectAtLocation Laptop_bar__minus_02_dot_88_bar__plus_00_dot_20_bar__minus_00_dot_43 loc_bar__minus_6_bar_5_bar_0_bar_30)
        (pickupable Laptop_bar__minus_02_dot_88_bar__plus_00_dot_20_bar__minus_00_dot_43)
        (objectType Pillow_bar__minus_00_dot_78_bar__plus_01_dot_28_bar__plus_01_dot_94 PillowType)
        (inReceptacle Pillow_bar__minus_00_dot_78_bar__plus_01_dot_28_bar__plus_01_dot_94 ArmChair_bar__minus_03_dot_08_bar__plus_00_dot_47_bar__plus_00_dot_37)
        (objectAtLocation Pillow_bar__minus_00_dot_78_bar__plus_01_dot_28_bar__plus_01_dot_94 loc_bar__minus_12_bar_6_bar_2_bar_30)
        (pickupable Pillow_bar__minus_00_dot_78_bar__plus_01_dot_28_bar__plus_01_dot_94)
        (objectType RemoteControl_bar__minus_01_dot_66_bar__plus_00_dot_69_bar__minus_02_dot_70 RemoteControlType)
        (inReceptacle RemoteControl_bar__minus_01_dot_66_bar__plus_00_dot_69_bar__minus_02_dot_70 CoffeeTable_bar__minus_01_dot_74_bar__plus_00_dot_00_bar__plus_02_dot_36)
        (objectAtLocation RemoteControl_bar__minus_01_dot_66_bar__plus_00_dot_69_bar__minus_02_dot_70 loc_bar__minus_6_bar_5_bar_0_bar_30)
        (pickupable RemoteControl_bar__minus_01_dot_66_bar__plus_00_dot_69_bar__minus_02_dot_70)
        (objectType RemoteControl_bar__plus_01_dot_52_bar__plus_00_dot_81_bar__minus_01_dot_65 RemoteControlType)
        (inReceptacle RemoteControl_bar__plus_01_dot_52_bar__plus_00_dot_81_bar__minus_01_dot_65 CoffeeTable_bar__minus_01_dot_74_bar__plus_00_dot_00_bar__plus_02_dot_36)
        (objectAtLocation RemoteControl_bar__plus_01_dot_52_bar__plus_00_dot_81_bar__minus_01_dot_65 loc_bar__minus_6_bar_5_bar_0_bar_30)
        (pickupable RemoteControl_bar__plus_01_dot_52_bar__plus_00_dot_81_bar__minus_01_dot_65)
        (objectType Statue_bar__minus_01_dot_30_bar__plus_00_dot_53_bar__plus_02_dot_77 StatueType)
        (inReceptacle Statue_bar__minus_01_dot_30_bar__plus_00_dot_53_bar__plus_02_dot_77 SideTable_bar__plus_00_dot_63_bar__plus_00_dot_00_bar__plus_00_dot_34)
        (objectAtLocation Statue_bar__minus_01_dot_30_bar__plus_00_dot_53_bar__plus_02_dot_77 loc_bar_3_bar_6_bar_2_bar_30)
        (pickupable Statue_bar__minus_01_dot_30_bar__plus_00_dot_53_bar__plus_02_dot_77)
        (objectType Statue_bar__minus_00_dot_95_bar__plus_01_dot_01_bar__minus_00_dot_09 StatueType)
        (inReceptacle Statue_bar__minus_00_dot_95_bar__plus_01_dot_01_bar__minus_00_dot_09 CoffeeTable_bar__minus_01_dot_74_bar__plus_00_dot_00_bar__plus_02_dot_36)
        (objectAtLocation Statue_bar__minus_00_dot_95_bar__plus_01_dot_01_bar__minus_00_dot_09 loc_bar__minus_6_bar_5_bar_0_bar_30)
        (pickupable Statue_bar__minus_00_dot_95_bar__plus_01_dot_01_bar__minus_00_dot_09)
        (objectType Watch_bar__minus_02_dot_13_bar__plus_01_dot_37_bar__minus_00_dot_48 WatchType)
        (inReceptacle Watch_bar__minus_02_dot_13_bar__plus_01_dot_37_bar__minus_00_dot_48 CoffeeTable_bar__minus_01_dot_74_bar__plus_00_dot_00_bar__plus_02_dot_36)
        (objectAtLocation Watch_bar__minus_02_dot_13_bar__plus_01_dot_37_bar__minus_00_dot_48 loc_bar__minus_6_bar_5_bar_0_bar_30)
        (pickupable Watch_bar__minus_02_dot_13_bar__plus_01_dot_37_bar__minus_00_dot_48)
        )
(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 BoxType)
                                    (receptacleType ?r ArmChairType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 BoxType)
                                            (receptacleType ?r ArmChairType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
