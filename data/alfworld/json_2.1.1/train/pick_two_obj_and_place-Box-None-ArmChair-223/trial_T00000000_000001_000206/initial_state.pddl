(define (problem plan_trial_T00000000_000001_000206)
(:domain alfred)
(:objects
        agent1 - agent
        ArmChairType - rtype
        CoffeeTableType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        TVStandType - rtype
        BoxType - otype
        ButterKnifeType - otype
        CreditCardType - otype
        KeyChainType - otype
        KnifeType - otype
        RemoteControlType - otype
        Box_bar__minus_01_dot_39_bar__plus_01_dot_34_bar__plus_01_dot_84 - object
        Box_bar__plus_01_dot_80_bar__plus_00_dot_22_bar__plus_01_dot_61 - object
        Box_bar__minus_00_dot_22_bar__plus_00_dot_49_bar__plus_02_dot_99 - object
        CreditCard_bar__minus_02_dot_57_bar__plus_00_dot_73_bar__minus_02_dot_79 - object
        CreditCard_bar__plus_01_dot_10_bar__plus_00_dot_44_bar__minus_00_dot_67 - object
        KeyChain_bar__plus_00_dot_93_bar__plus_01_dot_50_bar__minus_02_dot_97 - object
        RemoteControl_bar__minus_00_dot_31_bar__plus_00_dot_86_bar__plus_01_dot_79 - object
        ArmChair_bar__minus_00_dot_43_bar__plus_00_dot_00_bar__plus_01_dot_06 - receptacle
        ArmChair_bar__minus_00_dot_44_bar__plus_00_dot_00_bar__plus_01_dot_92 - receptacle
        ArmChair_bar__minus_02_dot_01_bar__plus_00_dot_00_bar__minus_01_dot_58 - receptacle
        CoffeeTable_bar__minus_02_dot_02_bar__minus_00_dot_01_bar__plus_00_dot_02 - receptacle
        DiningTable_bar__plus_01_dot_88_bar_00_dot_00_bar__minus_00_dot_29 - receptacle
        DiningTable_bar__minus_01_dot_88_bar__plus_00_dot_27_bar__plus_02_dot_79 - receptacle
        Sofa_bar__minus_03_dot_44_bar__minus_00_dot_01_bar__minus_00_dot_04 - receptacle
        TVStand_bar__minus_01_dot_86_bar__minus_00_dot_01_bar__plus_02_dot_79 - receptacle
        loc_bar_8_bar__minus_5_bar_0_bar_30 - location
        loc_bar__minus_10_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_11_bar_0_bar_3_bar_30 - location
        loc_bar__minus_3_bar__minus_5_bar_3_bar_30 - location
        loc_bar__minus_4_bar_0_bar_3_bar_30 - location
        loc_bar__minus_6_bar_5_bar_1_bar_30 - location
        loc_bar__minus_6_bar_8_bar_1_bar_30 - location
        loc_bar__minus_8_bar_7_bar_0_bar_30 - location
        loc_bar__minus_9_bar_7_bar_0_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_10_bar__minus_1_bar_1_bar_30)
        (receptacleType ArmChair_bar__minus_00_dot_43_bar__plus_00_dot_00_bar__plus_01_dot_06 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_00_dot_43_bar__plus_00_dot_00_bar__plus_01_dot_06 loc_bar__minus_6_bar_5_bar_1_bar_30)
        (receptacleType ArmChair_bar__minus_00_dot_44_bar__plus_00_dot_00_bar__plus_01_dot_92 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_00_dot_44_bar__plus_00_dot_00_bar__plus_01_dot_92 loc_bar__minus_6_bar_8_bar_1_bar_30)
        (receptacleType ArmChair_bar__minus_02_dot_01_bar__plus_00_dot_00_bar__minus_01_dot_58 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_02_dot_01_bar__plus_00_dot_00_bar__minus_01_dot_58 loc_bar__minus_3_bar__minus_5_bar_3_bar_30)
        (receptacleType CoffeeTable_bar__minus_02_dot_02_bar__minus_00_dot_01_bar__plus_00_dot_02 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__minus_02_dot_02_bar__minus_00_dot_01_bar__plus_00_dot_02 loc_bar__minus_4_bar_0_bar_3_bar_30)
        (receptacleType DiningTable_bar__plus_01_dot_88_bar_00_dot_00_bar__minus_00_dot_29 DiningTableType)
        (receptacleAtLocation DiningTable_bar__plus_01_dot_88_bar_00_dot_00_bar__minus_00_dot_29 loc_bar_8_bar__minus_5_bar_0_bar_30)
        (receptacleType DiningTable_bar__minus_01_dot_88_bar__plus_00_dot_27_bar__plus_02_dot_79 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_01_dot_88_bar__plus_00_dot_27_bar__plus_02_dot_79 loc_bar__minus_9_bar_7_bar_0_bar_30)
        (receptacleType Sofa_bar__minus_03_dot_44_bar__minus_00_dot_01_bar__minus_00_dot_04 SofaType)
        (receptacleAtLocation Sofa_bar__minus_03_dot_44_bar__minus_00_dot_01_bar__minus_00_dot_04 loc_bar__minus_11_bar_0_bar_3_bar_30)
        (receptacleType TVStand_bar__minus_01_dot_86_bar__minus_00_dot_01_bar__plus_02_dot_79 TVStandType)
        (receptacleAtLocation TVStand_bar__minus_01_dot_86_bar__minus_00_dot_01_bar__plus_02_dot_79 loc_bar__minus_8_bar_7_bar_0_bar_30)
        (canContain ArmChairType BoxType)
        (canContain ArmChairType CreditCardType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType RemoteControlType)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType ButterKnifeType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType KnifeType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain DiningTableType BoxType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType CreditCardType)
        (canContain DiningTableType KeyChainType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType RemoteControlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SofaType BoxType)
        (canContain SofaType CreditCardType)
        (canContain SofaType KeyChainType)
        (canContain SofaType RemoteControlType)
        (objectType Box_bar__minus_01_dot_39_bar__plus_01_dot_34_bar__plus_01_dot_84 BoxType)
        (inReceptacle Box_bar__minus_01_dot_39_bar__plus_01_dot_34_bar__plus_01_dot_84 CoffeeTable_bar__minus_02_dot_02_bar__minus_00_dot_01_bar__plus_00_dot_02)
        (objectAtLocation Box_bar__minus_01_dot_39_bar__plus_01_dot_34_bar__plus_01_dot_84 loc_bar__minus_4_bar_0_bar_3_bar_30)
        (pickupable Box_bar__minus_01_dot_39_bar__plus_01_dot_34_bar__plus_01_dot_84)
        (isReceptacleObject Box_bar__minus_01_dot_39_bar__plus_01_dot_34_bar__plus_01_dot_84)
        (objectType Box_bar__plus_01_dot_80_bar__plus_00_dot_22_bar__plus_01_dot_61 BoxType)
        (inReceptacle Box_bar__plus_01_dot_80_bar__plus_00_dot_22_bar__plus_01_dot_61 CoffeeTable_bar__minus_02_dot_02_bar__minus_00_dot_01_bar__plus_00_dot_02)
        (objectAtLocation Box_bar__plus_01_dot_80_bar__plus_00_dot_22_bar__plus_01_dot_61 loc_bar__minus_4_bar_0_bar_3_bar_30)
        (pickupable Box_bar__plus_01_dot_80_bar__plus_00_dot_22_bar__plus_01_dot_61)
        (isReceptacleObject Box_bar__plus_01_dot_80_bar__plus_00_dot_22_bar__plus_01_dot_61)
        (objectType Box_bar__minus_00_dot_22_bar__plus_00_dot_49_bar__plus_02_dot_99 BoxType)
        (inReceptacle Box_bar__minus_00_dot_22_bar__plus_00_dot_49_bar__plus_02_dot_99 DiningTable_bar__minus_01_dot_88_bar__plus_00_dot_27_bar__plus_02_dot_79)
        (objectAtLocation Box_bar__minus_00_dot_22_bar__plus_00_dot_49_bar__plus_02_dot_99 loc_bar__minus_9_bar_7_bar_0_bar_30)
        (pickupable Box_bar__minus_00_dot_22_bar__plus_00_dot_49_bar__plus_02_dot_99)
        (isReceptacleObject Box_bar__minus_00_dot_22_bar__plus_00_dot_49_bar__plus_02_dot_99)
        (objectType CreditCard_bar__minus_02_dot_57_bar__plus_00_dot_73_bar__minus_02_dot_79 CreditCardType)
        (inReceptacle CreditCard_bar__minus_02_dot_57_bar__plus_00_dot_73_bar__minus_02_dot_79 CoffeeTable_bar__minus_02_dot_02_bar__minus_00_dot_01_bar__plus_00_dot_02)
        (objectAtLocation CreditCard_bar__minus_02_dot_57_bar__plus_00_dot_73_bar__minus_02_dot_79 loc_bar__minus_4_bar_0_bar_3_bar_30)
        (pickupable CreditCard_bar__minus_02_dot_57_bar__plus_00_dot_73_bar__minus_02_dot_79)
        (objectType CreditCard_bar__plus_01_dot_10_bar__plus_00_dot_44_bar__minus_00_dot_67 CreditCardType)
        (inReceptacle CreditCard_bar__plus_01_dot_10_bar__plus_00_dot_44_bar__minus_00_dot_67 DiningTable_bar__minus_01_dot_88_bar__plus_00_dot_27_bar__plus_02_dot_79)
        (objectAtLocation CreditCard_bar__plus_01_dot_10_bar__plus_00_dot_44_bar__minus_00_dot_67 loc_bar__minus_9_bar_7_bar_0_bar_30)
        (pickupable CreditCard_bar__plus_01_dot_10_bar__plus_00_dot_44_bar__minus_00_dot_67)
        (objectType KeyChain_bar__plus_00_dot_93_bar__plus_01_dot_50_bar__minus_02_dot_97 KeyChainType)
        (inReceptacle KeyChain_bar__plus_00_dot_93_bar__plus_01_dot_50_bar__minus_02_dot_97 CoffeeTable_bar__minus_02_dot_02_bar__minus_00_dot_01_bar__plus_00_dot_02)
        (objectAtLocation KeyChain_bar__plus_00_dot_93_bar__plus_01_dot_50_bar__minus_02_dot_97 loc_bar__minus_4_bar_0_bar_3_bar_30)
        (pickupable KeyChain_bar__plus_00_dot_93_bar__plus_01_dot_50_bar__minus_02_dot_97)
        (objectType RemoteControl_bar__minus_00_dot_31_bar__plus_00_dot_86_bar__plus_01_dot_79 RemoteControlType)
        (inReceptacle RemoteControl_bar__minus_00_dot_31_bar__plus_00_dot_86_bar__plus_01_dot_79 Sofa_bar__minus_03_dot_44_bar__minus_00_dot_01_bar__minus_00_dot_04)
        (objectAtLocation RemoteControl_bar__minus_00_dot_31_bar__plus_00_dot_86_bar__plus_01_dot_79 loc_bar__minus_11_bar_0_bar_3_bar_30)
        (pickupable RemoteControl_bar__minus_00_dot_31_bar__plus_00_dot_86_bar__plus_01_dot_79)
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
